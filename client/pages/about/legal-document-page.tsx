// Legal documents: for each regulated entity of the register, its documents (register of
// shared/company/legal-documents.ts) with version, effective date, a translated summary and the
// English, binding file to open or download (served by server/features/legal).
import { useLoaderData } from 'react-router';
import type { PageData } from '../../data/loaders.ts';
import { useLocale } from '../../frame/use-locale.ts';
import { LocaleLink } from '../../frame/locale-link.tsx';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { regulatedEntities } from '../../../shared/company/entities.ts';
import { documentFileName, documentPath, documentsOf } from '../../../shared/company/legal-documents.ts';
import { SampleNotice } from '../../ui/sample-notice.tsx';
import { AboutHero, formatDate } from './about-ui.tsx';
import { aboutLoader } from './about-data.ts';
import { MarkNames } from '../../ui/marked-names.tsx';

export const loader = aboutLoader;
const L = 'about.legal.';

export default function LegalDocumentPage() {
  const page = useLoaderData() as PageData;
  const { t } = usePageMessages(page);
  const locale = useLocale();
  return (
    <article className="content-page about-page">
      <AboutHero page={page} />
      <p className="about-note" data-testid="english-prevails">{t(`${L}englishPrevails`)}</p>
      <SampleNotice t={t} className="about-note sample-notice" />
      <p>
        {t(`${L}whichEntity`)} <LocaleLink to="/about/regulatory-supervision">{t(`${L}whichEntityLink`)}</LocaleLink>
      </p>
      {regulatedEntities.map((e) => (
        <section key={e.id} className="about-section" aria-labelledby={`docs-${e.id}`} data-entity={e.id}>
          <h2 id={`docs-${e.id}`}>{e.legalName}</h2>
          <p className="about-muted">{e.regulator ? <><span lang="en">{`${e.regulator.name} (${e.regulator.abbreviation}) · ${e.licence?.type ?? ''}`}</span> <bdi>{e.licence?.number ?? ''}</bdi></> : ''}</p>
          <ul className="about-grid" role="list">
            {documentsOf(e).map((d) => {
              const href = documentPath(d);
              return (
                <li key={d.kind} className="about-card legal-doc" data-document={d.kind}>
                  <h3 id={`doc-${e.id}-${d.kind}`}><MarkNames text={t(`${L}kinds.${d.kind}.title`)} /></h3>
                  <p><MarkNames text={t(`${L}kinds.${d.kind}.summary`)} /></p>
                  <p className="about-muted">
                    {t(`${L}version`, { version: d.version })} · {t(`${L}effective`, { date: formatDate(locale, d.effective) })} · {t(`${L}format`)}
                  </p>
                  <p className="legal-doc__actions">
                    <a href={href} target="_blank" rel="noopener" hrefLang="en" aria-describedby={`doc-${e.id}-${d.kind}`}>{t(`${L}open`)}</a>
                    <a href={`${href}?download=1`} download={documentFileName(d)} hrefLang="en" aria-describedby={`doc-${e.id}-${d.kind}`} data-download>{t(`${L}download`)}</a>
                  </p>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </article>
  );
}
