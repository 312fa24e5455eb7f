// The one normalisation of a page request's target. `new URL(request.url, origin)` reads a
// target that starts with `//` (or becomes `//…` once `/x/%2e%2e/` is resolved) as a
// network-path reference with a host of its own, and throws on `//#` or `//%25…`. Here the
// target is always a path: the origin is the configured one, the path is set through the URL
// path setter (which resolves dot segments, encoded or not), and the query is kept.
export type PageTarget = { url: URL } | { status: 400 | 404 };

const CONTROL = /[\u0000-\u001f\u007f]/;

export function pageTarget(rawTarget: string, origin: string): PageTarget {
  if (!rawTarget.startsWith('/')) return { status: 400 };
  const hash = rawTarget.indexOf('#');
  const target = hash === -1 ? rawTarget : rawTarget.slice(0, hash);
  const q = target.indexOf('?');
  const path = q === -1 ? target : target.slice(0, q);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { status: 400 };
  }
  if (CONTROL.test(decoded)) return { status: 400 };
  const url = new URL(origin);
  url.pathname = path;
  if (q !== -1) url.search = target.slice(q);
  // No page has an empty path segment; `//host` must never become someone else's origin.
  if (url.pathname.includes('//')) return { status: 404 };
  return { url };
}
