// Per-locale structured data: Organization (offices, awards) and BreadcrumbList on every page,
// built on the server (the browser keeps the server's scripts: kept-json-ld.tsx).
import { use } from 'react';
import { crumbHref } from '../../shared/breadcrumb.ts';
import { breadcrumbJsonLd, organizationJsonLd, serializeJsonLd } from '../../shared/seo/json-ld.ts';
import type { LocaleCode } from '../../shared/locales.ts';
import type { PageData } from '../data/loaders.ts';
import { pick } from '../i18n.ts';
import type { Messages } from '../services.ts';
import { useSite } from './use-locale.ts';
import { SharedMarkupContext } from './shared-markup.tsx';
import { JsonLdScript } from './json-ld.tsx';
import { socialLinks } from './footer.tsx';
import { entities, entityFacts, entityOffice } from '../../shared/company/entities.ts';
import { awards } from '../../shared/company/awards.ts';

/** {{name}} placeholders of a translated sentence (the same syntax i18next reads). */
function interpolate(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, k: string) => values[k] ?? m);
}


type Site = ReturnType<typeof useSite>;

/**
 * The Organization node is the same on every page of a locale: it is built and serialised once
 * per messages bundle (one per locale and process), not on every render (~2 % of a page's).
 */
const organizationJsonByMessages = new WeakMap<Messages, Map<string, string>>();

function organizationJson(site: Site, locale: LocaleCode, messages: Messages, kept?: (json: string) => void): string {
  let byKey = organizationJsonByMessages.get(messages);
  if (!byKey) organizationJsonByMessages.set(messages, (byKey = new Map()));
  const key = `${site.origin} ${site.brandName} ${locale}`;
  let json = byKey.get(key);
  if (json === undefined) {
    byKey.set(key, (json = serializeJsonLd(buildOrganization(site, locale, messages))));
    kept?.(json); // on the server: encoded once, like the shared markup (7 KB)
  }
  return json;
}

function buildOrganization(site: Site, locale: LocaleCode, messages: Messages) {
  const org = (pick(messages, 'organization') ?? {}) as { description?: string };
  const sentences = (pick(messages, 'entities') ?? {}) as Record<string, string>;
  // Offices, companies, licences and awards come from the registers in shared/company, the
  // sentences describing them from translations.
  return organizationJsonLd({
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
      // A sample licence is never published as a credential a regulator recognises: crawlers
      // and comparison sites would repeat it as fact. The visible pages carry the sample notice.
      ...(e.licence && e.regulator && !e.sample
        ? { licence: { number: e.licence.number, type: e.licence.type, regulator: `${e.regulator.name} (${e.regulator.abbreviation})`, regulatorUrl: e.regulator.registerUrl } }
        : {}),
    })),
  });
}

export function JsonLd({ locale, page, messages }: { locale: LocaleCode; page: PageData; messages: Messages }) {
  const site = useSite();
  const renderer = use(SharedMarkupContext);
  const crumbs = breadcrumbJsonLd(
    site.origin,
    // The same names and targets the visible breadcrumb links to.
    page.crumbs.map((c) => ({ name: c.name, path: crumbHref(locale, c) })),
  );
  return (
    <>
      <JsonLdScript json={organizationJson(site, locale, messages, renderer?.kept)} />
      <JsonLdScript data={crumbs} />
      {(page.head?.jsonLd ?? []).map((node, i) => (
        <JsonLdScript key={i} data={node} />
      ))}
    </>
  );
}
