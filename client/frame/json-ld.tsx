// Per-locale structured data: Organization (offices, awards) and BreadcrumbList on every page.
import { crumbHref } from '../../shared/breadcrumb.ts';
import { breadcrumbJsonLd, organizationJsonLd, serializeJsonLd } from '../../shared/seo/json-ld.ts';
import type { LocaleCode } from '../../shared/locales.ts';
import type { PageData } from '../data/loaders.ts';
import { pick } from '../i18n.ts';
import type { Messages } from '../services.ts';
import { useSite } from './use-locale.ts';

export function JsonLdScript({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

export function JsonLd({ locale, page, messages }: { locale: LocaleCode; page: PageData; messages: Messages }) {
  const site = useSite();
  const org = (pick(messages, 'organization') ?? {}) as {
    description?: string;
    offices?: { name: string; streetAddress: string; addressLocality: string; addressCountry: string; telephone: string; openingHours: string }[];
    awards?: string[];
  };
  const organization = organizationJsonLd({
    origin: site.origin,
    locale,
    name: site.brandName,
    description: org.description ?? '',
    offices: Array.isArray(org.offices) ? org.offices : [],
    awards: Array.isArray(org.awards) ? org.awards : [],
    logoUrl: `${site.origin}/logo.svg`,
    sameAs: [],
  });
  const crumbs = breadcrumbJsonLd(
    site.origin,
    // The same names and targets the visible breadcrumb links to.
    page.crumbs.map((c) => ({ name: c.name, path: crumbHref(locale, c) })),
  );
  return (
    <>
      <JsonLdScript data={organization} />
      <JsonLdScript data={crumbs} />
      {(page.head?.jsonLd ?? []).map((node, i) => (
        <JsonLdScript key={i} data={node} />
      ))}
    </>
  );
}
