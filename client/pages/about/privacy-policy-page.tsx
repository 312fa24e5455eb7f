// Privacy policy and cookie policy: a translated summary, the note that the English text
// prevails, the full English policies (filled with the facts of the entity serving this locale),
// the table of cookies and browser storage generated from shared/cookies.ts, and the downloads.
import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import type { PageData } from '../../data/loaders.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { entityById, entityForLocale, type Entity, type EntityId } from '../../../shared/company/entities.ts';
import { privacyFacts, privacyNoticeFacts } from '../../../shared/company/privacy.ts';
import { privacyPolicyText } from '../../../shared/company/privacy-legal.ts';
import { servicesContext } from '../../services.ts';
import { cachedDisplayNames } from '../../../shared/format.ts';
import { getLocale } from '../../../shared/locales.ts';
import { documentFileName, documentPath, documentsOf } from '../../../shared/company/legal-documents.ts';
import { documentFacts, fillPlaceholders } from '../../../shared/company/legal-render.ts';
import type { LegalDocumentsContent, LegalText, PrivacyNotice } from '../../../shared/content/about.ts';
import { lifetimeDays, siteCookies, siteStorage } from '../../../shared/cookies.ts';
import type { LocaleCode } from '../../../shared/locales.ts';
import { AboutHero } from './about-ui.tsx';
import { aboutContent, aboutLoader } from './about-data.ts';
import { LegalTextView } from './legal-text.tsx';
import { MarkNames } from '../../ui/marked-names.tsx';

/** The privacy notice in the page's language (English when it has none), its facts filled in. */
interface FilledNotice {
  lang?: string;
  title: string;
  intro: string;
  sections: { id: string; heading: string; paragraphs: string[]; bullets?: string[] }[];
}

interface PrivacyData extends PageData {
  privacy: LegalText | null;
  cookies: LegalText | null;
  entity: string;
  notice: FilledNotice | null;
}

/** The notice for the locale's entity: every required item, then its own jurisdiction's section. */
function fillNotice(notice: PrivacyNotice, entity: Entity, locale: LocaleCode, lang: string): FilledNotice {
  const tag = getLocale(locale).tag;
  const regions = cachedDisplayNames(tag, { type: 'region' });
  const list = new Intl.ListFormat(tag, { type: 'conjunction' });
  const facts = privacyNoticeFacts(entity, (c) => regions.of(c) ?? c, (items) => list.format(items));
  const fill = (x: string) => fillPlaceholders(x, facts);
  const section = (id: string, s: { heading: string; paragraphs: string[]; bullets?: string[] | undefined }) => ({
    id, heading: fill(s.heading), paragraphs: s.paragraphs.map(fill), ...(s.bullets ? { bullets: s.bullets.map(fill) } : {}),
  });
  const own = entity.id === 'au' || entity.id === 'vu' || entity.id === 'mu' ? notice.jurisdictions[entity.id] : undefined;
  return {
    ...(lang !== getLocale(locale).messages[0] ? { lang } : {}),
    title: notice.title,
    intro: fill(notice.intro),
    sections: [...notice.sections.map((s) => section(s.id, s)), ...(own ? [section('jurisdiction', own)] : [])],
  };
}

function filled(text: LegalText, facts: Record<string, string>): LegalText {
  return { title: text.title, sections: text.sections.map((s) => ({ heading: fillPlaceholders(s.heading, facts), paragraphs: s.paragraphs.map((p) => fillPlaceholders(p, facts)) })) };
}

export async function loader(args: LoaderFunctionArgs): Promise<PrivacyData> {
  const locale = args.params.locale as LocaleCode;
  const services = args.context.get(servicesContext);
  const [page, content, notice, englishNotice] = await Promise.all([
    aboutLoader(args),
    aboutContent<LegalDocumentsContent>(args, 'legal-documents'),
    aboutContent<PrivacyNotice>(args, 'privacy-notice'),
    services.content<PrivacyNotice>('about/privacy-notice', 'en'),
  ]);
  const entity = entityForLocale(locale);
  const facts = documentFacts(entity);
  const docs = content?.data.documents;
  return {
    ...page,
    entity: entity.id,
    notice: notice ? fillNotice(notice.data, entity, locale, notice.lang) : null,
    // The binding English policy is the English notice (the same text as the downloadable document).
    privacy: englishNotice ? privacyPolicyText(englishNotice.data, entity) : docs ? filled(docs['privacy-policy'], facts) : null,
    cookies: docs ? filled(docs['cookie-policy'], facts) : null,
  };
}

const P = 'about.privacy.';

/** The translated notice: one section per required item (data-item), official names marked English. */
function NoticeView({ notice }: { notice: FilledNotice }) {
  const dir = notice.lang ? 'ltr' : undefined;
  return (
    <section className="about-section privacy-notice" aria-labelledby="privacy-notice" lang={notice.lang} dir={dir} data-testid="privacy-notice">
      <h2 id="privacy-notice">{notice.title}</h2>
      <p>{notice.intro}</p>
      {notice.sections.map((s) => (
        <section key={s.id} data-item={s.id} aria-labelledby={`privacy-${s.id}`}>
          <h3 id={`privacy-${s.id}`}>{s.heading}</h3>
          {s.paragraphs.map((p, i) => <p key={i}><MarkNames text={p} /></p>)}
          {s.bullets ? <ul>{s.bullets.map((b, i) => <li key={i}><MarkNames text={b} /></li>)}</ul> : null}
        </section>
      ))}
    </section>
  );
}

export default function PrivacyPolicyPage() {
  const page = useLoaderData() as PrivacyData;
  const { t, list } = usePageMessages(page);
  // page.entity is the entity's id (not a locale): its own documents and facts.
  const entity = entityById(page.entity as EntityId);
  // The summary's figures and contact are the entity's (shared/company/privacy.ts), never typed in the messages.
  const p = privacyFacts[entity.id];
  const summaryFacts = { dpoEmail: p.dpoEmail, contactYears: String(p.contactYears), recordsYears: String(p.recordsYears) };
  const downloads = documentsOf(entity).filter((d) => d.kind === 'privacy-policy' || d.kind === 'cookie-policy');
  return (
    <article className="content-page about-page">
      <AboutHero page={page} />
      <section className="about-section" aria-labelledby="privacy-summary">
        <h2 id="privacy-summary">{t(`${P}summaryTitle`)}</h2>
        <ul>
          {list<string>(`${P}summary`).map((s) => (
            <li key={s}>{fillPlaceholders(s, summaryFacts)}</li>
          ))}
        </ul>
        <p className="about-note" data-testid="english-prevails">{t('about.legal.englishPrevails')}</p>
        <ul className="legal-doc__actions" role="list">
          {downloads.map((d) => (
            <li key={d.kind}>
              <a href={`${documentPath(d)}?download=1`} download={documentFileName(d)} hrefLang="en">
                <MarkNames text={t(`about.legal.kinds.${d.kind}.title`)} /> ({t('about.legal.download')})
              </a>
            </li>
          ))}
        </ul>
      </section>
      {page.notice ? <NoticeView notice={page.notice} /> : null}
      <section className="about-section" aria-labelledby="privacy-cookies">
        <h2 id="privacy-cookies">{t(`${P}cookiesTitle`)}</h2>
        <p>{t(`${P}cookiesIntro`)}</p>
        <div className="about-table-wrap">
          <table className="about-table" data-testid="cookie-table">
            <caption>{t(`${P}table.cookiesCaption`)}</caption>
            <thead>
              <tr>
                {(['name', 'category', 'purpose', 'lifetime', 'party'] as const).map((h) => (
                  <th key={h} scope="col">{t(`${P}table.${h}`)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {siteCookies.map((c) => (
                <tr key={c.name} data-cookie={c.name}>
                  <th scope="row"><code dir="ltr">{c.name}</code></th>
                  <td>{t(`${P}category.${c.category}`)}</td>
                  <td>{t(`${P}purpose.${c.purpose}`)}</td>
                  <td>{t(`${P}days`, { n: lifetimeDays(c.maxAgeS) })}</td>
                  <td>{t(`${P}firstParty`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="about-table-wrap">
          <table className="about-table" data-testid="storage-table">
            <caption>{t(`${P}table.storageCaption`)}</caption>
            <thead>
              <tr>
                {(['key', 'storage', 'purpose', 'kept'] as const).map((h) => (
                  <th key={h} scope="col">{t(`${P}table.${h}`)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {siteStorage.map((s) => (
                <tr key={s.name}>
                  <th scope="row"><code dir="ltr">{s.name}</code></th>
                  <td><code dir="ltr">{s.kind}</code></td>
                  <td>{t(`${P}purpose.${s.purpose}`)}</td>
                  <td>{t(s.kind === 'sessionStorage' ? `${P}keptSession` : `${P}keptDraft`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      {page.privacy ? (
        <section className="about-section" aria-labelledby="privacy-full">
          <h2 id="privacy-full">{t(`${P}fullTitle`)}</h2>
          <LegalTextView text={page.privacy} />
        </section>
      ) : null}
      {page.cookies ? (
        <section className="about-section" aria-labelledby="cookie-full">
          <h2 id="cookie-full">{t(`${P}cookiePolicyTitle`)}</h2>
          <LegalTextView text={page.cookies} />
        </section>
      ) : null}
    </article>
  );
}
