// Privacy policy and cookie policy: a translated summary, the note that the English text
// prevails, the full English policies (filled with the facts of the entity serving this locale),
// the table of cookies and browser storage generated from shared/cookies.ts, and the downloads.
import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import type { PageData } from '../../data/loaders.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { entityForLocale } from '../../../shared/company/entities.ts';
import { documentFileName, documentPath, documentsOf } from '../../../shared/company/legal-documents.ts';
import { documentFacts, fillPlaceholders } from '../../../shared/company/legal-render.ts';
import type { LegalDocumentsContent, LegalText } from '../../../shared/content/about.ts';
import { lifetimeDays, siteCookies, siteStorage } from '../../../shared/cookies.ts';
import type { LocaleCode } from '../../../shared/locales.ts';
import { AboutHero } from './about-ui.tsx';
import { aboutContent, aboutLoader } from './about-data.ts';
import { LegalTextView } from './legal-text.tsx';
import { MarkNames } from '../../ui/marked-names.tsx';

interface PrivacyData extends PageData {
  privacy: LegalText | null;
  cookies: LegalText | null;
  entity: string;
}

function filled(text: LegalText, facts: Record<string, string>): LegalText {
  return { title: text.title, sections: text.sections.map((s) => ({ heading: fillPlaceholders(s.heading, facts), paragraphs: s.paragraphs.map((p) => fillPlaceholders(p, facts)) })) };
}

export async function loader(args: LoaderFunctionArgs): Promise<PrivacyData> {
  const [page, content] = await Promise.all([aboutLoader(args), aboutContent<LegalDocumentsContent>(args, 'legal-documents')]);
  const entity = entityForLocale(args.params.locale as LocaleCode);
  const facts = documentFacts(entity);
  const docs = content?.data.documents;
  return { ...page, entity: entity.id, privacy: docs ? filled(docs['privacy-policy'], facts) : null, cookies: docs ? filled(docs['cookie-policy'], facts) : null };
}

const P = 'about.privacy.';

export default function PrivacyPolicyPage() {
  const page = useLoaderData() as PrivacyData;
  const { t, list } = usePageMessages(page);
  const entity = entityForLocale(page.entity as never);
  const downloads = documentsOf(entity).filter((d) => d.kind === 'privacy-policy' || d.kind === 'cookie-policy');
  return (
    <article className="content-page about-page">
      <AboutHero page={page} />
      <section className="about-section" aria-labelledby="privacy-summary">
        <h2 id="privacy-summary">{t(`${P}summaryTitle`)}</h2>
        <ul>
          {list<string>(`${P}summary`).map((s) => (
            <li key={s}>{s}</li>
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
