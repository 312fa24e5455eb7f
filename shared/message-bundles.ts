// Message bundles: the parts of a locale's messages a page hydrates with. The frame's bundle (the
// namespaces the navigation, menus, footer, dialogs and error page read on every page, and the
// pages' breadcrumb labels: 17 KB of JSON in English) and a page family's bundle (its namespaces,
// e.g. 'about,entities': up to 16 KB) are the same on every page of a locale that uses them. So
// the HTML no longer carries them in its hydration block: the browser fetches each once per
// locale and version from an immutable URL (issue 17: a fifth to a half of a page's bytes, written,
// compressed and sent with every page, and parsed again by every visit).
//
// The server's i18n feature serves the bundles; the render bundle names their URLs. Both derive
// the same objects here, so the same JSON and the same version.

/** A locale's merged messages (the shape of locales/<language>/*.json). */
export type MessageTree = { [key: string]: string | MessageTree | MessageTree[] | string[] };

/** The namespaces the frame (nav, menus, footer, dialogs, error page) reads on every page. */
export const frameNamespaces = [
  'meta', 'nav', 'sections', 'breadcrumb', 'footer', 'error', 'language', 'common', 'organization',
  'menu', 'search', 'toast', 'mobileMenu', 'component', 'ukWarning', 'entities', 'offeredBy', 'searchDialog',
] as const;

/** The bundle name of the frame's messages; a page family's bundle is named by its keys ('about,entities'). */
export const frameBundle = 'frame';

/** Which bundle an object made here is ('frame' or its keys): what the hydration block may leave out. */
const bundles = new WeakMap<object, string>();

export function bundleOf(messages: object): string | undefined {
  return bundles.get(messages);
}

// Bundles are made once per source object: a locale's messages are one object for the life of
// the process, so a bundle's i18next instance and its memoised answers are shared by every
// request, and its JSON is written once (client/hydration-data.ts).
const frames = new WeakMap<object, MessageTree>();

/** The frame's part of a locale's messages (any message tree type: the server's and the client's). */
export function frameMessages<M extends object>(source: M): M {
  const all = source as unknown as MessageTree;
  let frame = frames.get(all);
  if (frame) return frame as unknown as M;
  // Everything else (page families' namespaces, page texts) travels with its page's data; the
  // frame keeps only the short labels it shows in menus and breadcrumbs.
  const labels: MessageTree = {};
  for (const [name, value] of Object.entries((all.pages ?? {}) as Record<string, MessageTree>)) {
    if (value && typeof value === 'object' && typeof value.breadcrumb === 'string') labels[name] = { breadcrumb: value.breadcrumb };
  }
  frame = { pages: labels };
  for (const key of frameNamespaces) if (all[key] !== undefined) frame[key] = all[key]!;
  frames.set(all, frame);
  bundles.set(frame, frameBundle);
  return frame as unknown as M;
}

/** The value at a dotted path ('faq.forex') of a message tree; own properties only. */
export function messageAt(messages: object, path: string): unknown {
  let node: unknown = messages;
  for (const key of path.split('.')) {
    if (node && typeof node === 'object' && Object.hasOwn(node, key)) node = (node as Record<string, unknown>)[key];
    else return undefined;
  }
  return node;
}

/** Key lists kept per locale's messages: pages use a few dozen; the bound guards the endpoint. */
const maxPicksPerSource = 256;
const picks = new WeakMap<object, Map<string, MessageTree>>();

/**
 * The subtrees `keys` of a locale's messages (e.g. ['academy', 'faq.forex']), made once per
 * (messages object, key list): a page module's loader hands its namespaces to the page with
 * this (PageData.messages), so they never travel with every page.
 */
export function pickMessages<M extends object>(source: M, keys: readonly string[]): M {
  const name = keys.join(',');
  let known = picks.get(source);
  if (!known) picks.set(source, (known = new Map()));
  const hit = known.get(name);
  if (hit) return hit as unknown as M;
  const out: MessageTree = {};
  for (const key of keys) {
    const value = messageAt(source, key);
    if (value === undefined) continue;
    const parts = key.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as MessageTree;
    node[parts.at(-1)!] = value as MessageTree;
  }
  if (known.size < maxPicksPerSource) known.set(name, out);
  bundles.set(out, name);
  return out as unknown as M;
}

/** A message key path as bundles name it: letters, digits, '_' and '-', dot-separated. */
export const bundleKeyPattern = /^[A-Za-z][\w-]*(?:\.[\w-]+)*$/;

/** The keys of a page family's bundle name ('about,entities'); undefined for the frame's. */
export function bundleKeys(bundle: string): string[] | undefined {
  return bundle === frameBundle ? undefined : bundle.split(',');
}

/** The bundle `name` of a locale's merged messages. */
export function bundleMessages<M extends object>(all: M, name: string): M {
  const keys = bundleKeys(name);
  return keys ? pickMessages(all, keys) : frameMessages(all);
}

/**
 * A short version of a JSON text (cyrb53: 53 bits, base 36): names a bundle's URL, so a changed
 * text is a new URL and the old one can be cached for good. Not a security hash.
 */
export function textVersion(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** Where the browser fetches a bundle of a locale, at a version. */
export function bundlePath(locale: string, bundle: string, version: string): string {
  return bundle === frameBundle ? `/_i18n/${locale}/frame.json?v=${version}` : `/_i18n/${locale}/pick.json?keys=${bundle}&v=${version}`;
}

/** The bundle a bundle URL names (the browser's fallback rebuilds it from the locale's messages). */
export function bundleOfPath(url: string): string | undefined {
  const m = /^\/_i18n\/[\w-]+\/(frame|pick)\.json\?(?:keys=([^&]+)&)?v=[0-9a-z]+$/.exec(url);
  if (!m) return undefined;
  if (m[1] === 'frame') return frameBundle;
  const keys = m[2]?.split(',');
  return keys && keys.every((k) => bundleKeyPattern.test(k)) ? keys.join(',') : undefined;
}
