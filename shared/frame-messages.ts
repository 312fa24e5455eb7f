// The frame's messages: the namespaces the navigation, menus, footer, dialogs and error page read
// on every page, and the pages' breadcrumb labels. They are the same on every page of a locale
// (17 KB of JSON in English), so the HTML no longer carries them in its hydration block: the
// browser fetches them once per locale and build from an immutable URL named by their version
// (issue 17: a fifth of a content page's bytes, written, compressed and sent with every page).
// The server's i18n feature serves them; the render bundle names the URL. Both derive the same
// object here, so the same JSON and the same version.

/** A locale's merged messages (the shape of locales/<language>/messages.json). */
export type MessageTree = { [key: string]: string | MessageTree | MessageTree[] | string[] };

/** The namespaces the frame (nav, menus, footer, dialogs, error page) reads on every page. */
export const frameNamespaces = [
  'meta', 'nav', 'sections', 'breadcrumb', 'footer', 'error', 'language', 'common', 'organization',
  'menu', 'search', 'toast', 'mobileMenu', 'component', 'ukWarning', 'entities',
] as const;

// Made once per source object: a locale's messages are one object for the life of the process,
// so the frame's i18next instance and its memoised answers are shared by every request.
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
  return frame as unknown as M;
}

/**
 * A short version of a JSON text (cyrb53: 53 bits, base 36): names the frame messages' URL, so a
 * changed text is a new URL and the old one can be cached for good. Not a security hash.
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

/** Where the browser fetches a locale's frame messages of a given version. */
export function frameMessagesPath(locale: string, version: string): string {
  return `/_i18n/${locale}/frame.json?v=${version}`;
}
