// Per-locale structured data: Organization (offices, awards) and BreadcrumbList on every page.
import { crumbHref } from '../../shared/breadcrumb.ts';
import { breadcrumbJsonLd, organizationJsonLd, serializeJsonLd } from '../../shared/seo/json-ld.ts';
import type { LocaleCode } from '../../shared/locales.ts';
import type { PageData } from '../data/loaders.ts';
import { pick } from '../i18n.ts';
import type { Messages } from '../services.ts';
import { useSite } from './use-locale.ts';
import { socialLinks } from './footer.tsx';
import { entities, entityFacts, entityOffice } from '../../shared/company/entities.ts';
import { awards } from '../../shared/company/awards.ts';

/** {{name}} placeholders of a translated sentence (the same syntax i18next reads). */
function interpolate(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, k: string) => values[k] ?? m);
}

export function JsonLdScript({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

export function JsonLd({ locale, page, messages }: { locale: LocaleCode; page: PageData; messages: Messages }) {
  const site = useSite();
  const org = (pick(messages, 'organization') ?? {}) as { description?: string };
  const sentences = (pick(messages, 'entities') ?? {}) as Record<string, string>;
  // Offices, companies, licences and awards come from the registers in shared/company, the
  // sentences describing them from translations.
  const organization = organizationJsonLd({
    origin: site.origin,
    locale,
    name: site.brandName,
    description: org.description ?? '',
    offices: entities.map(entityOffice),
    awards: awards.map((a) => `${a.title} ${a.year} — ${a.issuer}`),
    logoUrl: `${site.origin}/logo.svg`,
    sameAs: socialLinks.map((s) => s.href),
    subOrganizations: entities.map((e) => ({
      legalName: e.legalName,
      identifier: e.registration,
      office: entityOffice(e),
      ...(typeof sentences[e.kind] === 'string' ? { description: interpolate(sentences[e.kind]!, entityFacts(e)) } : {}),
      ...(e.licence && e.regulator
        ? { licence: { number: e.licence.number, type: e.licence.type, regulator: `${e.regulator.name} (${e.regulator.abbreviation})`, regulatorUrl: e.regulator.registerUrl } }
        : {}),
    })),
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
