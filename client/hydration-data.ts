// The hydration block: react-router's loader data (promises left out: deferred parts carry
// their own values, see data/deferred.tsx) and the document assets, as JSON that is safe inside
// a non-executable <script type="application/json">.
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';
import type { DocumentAssets } from './document-context.ts';
import { bundleOf, bundlePath, textVersion } from '../shared/message-bundles.ts';
import { isLocaleCode } from '../shared/locales.ts';

/** The route whose data holds the page's locale (client/data/loaders.ts). */
const localeRouteId = 'locale';

export interface HydrationPayload {
  router: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null; errors: Record<string, unknown> | null };
  assets: DocumentAssets;
}

function withoutPromises(data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) if (!(v instanceof Promise)) out[k] = v;
  return out;
}

/** Same shape react-router's StaticRouterProvider writes, so createBrowserRouter revives errors. */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [key, val] of Object.entries(errors)) {
    if (isRouteErrorResponse(val)) out[key] = { ...val, __type: 'RouteErrorResponse' };
    else if (val instanceof Error) out[key] = { message: 'Unexpected Server Error', __type: 'Error' };
    else out[key] = val;
  }
  return out;
}

// JSON of objects that live longer than a request (a locale's frame and page messages, the
// document assets), escaped, made once per object: they are most of the block and the same for
// every render of a locale. Such objects are never modified once loaders hand them over.
const escapedJsonOf = new WeakMap<object, string>();

const unsafe = /[<>&\u2028\u2029]/g;
const escapes: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };
/** JSON safe inside <script type="application/json">: no </script>, no HTML or JS line breaks. */
const escapeJson = (json: string) => json.replace(unsafe, (c) => escapes[c]!);

/** `value` as JSON safe inside <script type="application/json">. */
export const scriptJson = (value: unknown): string => escapeJson(JSON.stringify(value));

function json(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') {
    const out = JSON.stringify(value);
    return out === undefined ? undefined : escapeJson(out);
  }
  let out = escapedJsonOf.get(value);
  if (out === undefined) {
    out = escapeJson(JSON.stringify(value));
    escapedJsonOf.set(value, out);
  }
  return out;
}

/** `{"key":value,...}` as JSON.stringify writes it, with each value from `valueJson`. */
function objectJson(obj: Record<string, unknown>, valueJson: (value: unknown, key: string) => string | undefined): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(obj)) {
    const out = valueJson(v, k);
    if (out !== undefined) parts.push(`${escapeJson(JSON.stringify(k))}:${out}`);
  }
  return `{${parts.join(',')}}`;
}

const versionOf = new WeakMap<object, string>();
const withBundles = new WeakMap<DocumentAssets, Map<string, DocumentAssets>>();

/** Route data that hands over messages: the locale route's frame bundle, a page's family bundle. */
interface WithMessages {
  messages?: unknown;
}

/** The URL of a route's message bundle, when its messages are one (shared/message-bundles.ts). */
function bundleUrl(locale: string, data: unknown): string | undefined {
  const messages = data && typeof data === 'object' ? (data as WithMessages).messages : undefined;
  if (!messages || typeof messages !== 'object') return undefined;
  const bundle = bundleOf(messages);
  if (bundle === undefined) return undefined;
  let version = versionOf.get(messages);
  if (version === undefined) versionOf.set(messages, (version = textVersion(JSON.stringify(messages))));
  return bundlePath(locale, bundle, version);
}

/**
 * The page's assets, naming the URLs of its message bundles by route (the locale route's frame
 * bundle, the page's family bundle): the browser fetches them there, once per locale and
 * version, instead of reading them in every page's hydration block. Made once per (assets, URLs).
 */
export function assetsWithMessageBundles(ctx: StaticHandlerContext, assets: DocumentAssets): DocumentAssets {
  const locale = (ctx.loaderData[localeRouteId] as { locale?: unknown } | undefined)?.locale;
  if (!isLocaleCode(locale)) return assets;
  const urls: Record<string, string> = {};
  let key = '';
  for (const [routeId, data] of Object.entries(ctx.loaderData)) {
    const url = bundleUrl(locale, data);
    if (url === undefined) continue;
    urls[routeId] = url;
    key += `${routeId} ${url} `;
  }
  if (!key) return assets;
  let byKey = withBundles.get(assets);
  if (!byKey) withBundles.set(assets, (byKey = new Map()));
  let out = byKey.get(key);
  if (!out) byKey.set(key, (out = { ...assets, messageBundles: urls }));
  return out;
}

export function serializeHydration(ctx: StaticHandlerContext, assets: DocumentAssets): string {
  // Per route: its loader data object is new per request, its values may be long-lived.
  const routeJson = (data: unknown, routeId: string) => {
    let d = withoutPromises(data);
    // A route's bundle comes from its own URL (assetsWithMessageBundles).
    if (assets.messageBundles?.[routeId] && d && typeof d === 'object') {
      const { messages: _fetched, ...rest } = d as Record<string, unknown>;
      d = rest;
    }
    return d && typeof d === 'object' && !Array.isArray(d) ? objectJson(d as Record<string, unknown>, json) : json(d);
  };
  const router = `{"loaderData":${objectJson(ctx.loaderData, routeJson)},"actionData":${escapeJson(JSON.stringify(ctx.actionData) ?? 'null')},"errors":${escapeJson(JSON.stringify(serializeErrors(ctx.errors)))}}`;
  return `{"router":${router},"assets":${json(assets)}}`;
}
