// Breadcrumb of spec section 2.3: built from the path without the locale prefix, always starting
// with Home; each segment's label comes from the known tree, an unknown segment is shown with its
// first letter capitalised and hyphens as spaces; the last crumb is active (plain text).

export interface Crumb {
  name: string;
  /** Path relative to the locale ('' = home). */
  path: string;
  /** Where the crumb links instead of its own path (e.g. Trading -> /trading/range-of-markets). */
  link?: string;
  isActive: boolean;
}

export interface CrumbLabel {
  name: string;
  link?: string;
}

export const breadcrumbSeparator = ' > ';
export const breadcrumbDefaultOffset = 120;

export function humaniseSegment(segment: string): string {
  const text = segment.replace(/-/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * @param path path after the locale, e.g. '/trading/forex' ('' or '/' for home)
 * @param lookup label (and optional override link) for a cumulative path, if known
 */
export function buildBreadcrumb(
  path: string,
  homeLabel: string,
  lookup: (cumulativePath: string, segment: string) => CrumbLabel | undefined,
): Crumb[] {
  const segments = path.split('/').filter(Boolean);
  const crumbs: Crumb[] = [{ name: homeLabel, path: '', isActive: segments.length === 0 }];
  let cumulative = '';
  segments.forEach((segment, i) => {
    cumulative += '/' + segment;
    const known = lookup(cumulative, segment);
    let name = known?.name ?? humaniseSegment(safeDecode(segment));
    crumbs.push({
      name,
      path: cumulative,
      ...(known?.link ? { link: known.link } : {}),
      isActive: i === segments.length - 1,
    });
  });
  return crumbs;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The href of a crumb for a locale: /{locale}{link or path}. */
export function crumbHref(locale: string, crumb: Crumb): string {
  return `/${locale}${crumb.link ?? crumb.path}`;
}
