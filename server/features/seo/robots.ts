// /robots.txt: everything may be crawled except the anonymous user endpoint, the translation
// bundles and the root API; the sitemap index is announced. Pages that must not be indexed say
// so with a robots meta tag, which crawlers only see if the page is not disallowed here.
import { normalizeOrigin } from '../../../shared/seo/alternates.ts';

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /*/api/user',
    'Disallow: /_i18n/',
    'Disallow: /api/',
    '',
    `Sitemap: ${normalizeOrigin(origin)}/sitemap.xml`,
    '',
  ].join('\n');
}
