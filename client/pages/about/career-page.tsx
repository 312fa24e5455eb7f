// Careers: the external job board, our values, and where we work (the offices of the register).
import { useLoaderData } from 'react-router';
import { useLocale } from '../../frame/use-locale.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { jobBoardUrl } from '../../../shared/company/careers.ts';
import { AboutHero } from './about-ui.tsx';
import { entityPageLoader, type EntityPageData } from './entity-names.ts';
import { OfficeList } from './offices.tsx';

export const loader = entityPageLoader;
const values = ['clients', 'openness', 'craft', 'ownership'] as const;

export default function CareerPage() {
  const page = useLoaderData() as EntityPageData;
  const { t } = usePageMessages(page);
  const locale = useLocale();
  return (
    <article className="content-page about-page">
      <AboutHero page={page}>
        <p className="page-hero__actions">
          <a className="button button--primary" href={jobBoardUrl} target="_blank" rel="noopener" aria-describedby="job-board-note">{t('about.careers.jobBoard')}</a>
        </p>
        <p id="job-board-note" className="about-muted">{t('about.careers.jobBoardNote')}</p>
      </AboutHero>
      <section className="about-section" aria-labelledby="career-values">
        <h2 id="career-values">{t('about.careers.valuesTitle')}</h2>
        <ul className="about-grid" role="list">
          {values.map((v) => (
            <li key={v} className="about-card">
              <h3>{t(`about.careers.values.${v}.title`)}</h3>
              <p>{t(`about.careers.values.${v}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="about-section" aria-labelledby="career-locations">
        <h2 id="career-locations">{t('about.careers.locationsTitle')}</h2>
        <OfficeList locale={locale} names={page.names} t={t} />
      </section>
    </article>
  );
}
