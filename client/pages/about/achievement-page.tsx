// Awards: a timeline of the awards register (shared/company/awards.ts), newest year first.
import { useLoaderData } from 'react-router';
import type { PageData } from '../../data/loaders.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { awardsByYear } from '../../../shared/company/awards.ts';
import { AboutHero } from './about-ui.tsx';
import { aboutLoader } from './about-data.ts';

export const loader = aboutLoader;

export default function AchievementPage() {
  const page = useLoaderData() as PageData;
  const { t } = usePageMessages(page);
  return (
    <article className="content-page about-page">
      <AboutHero page={page} />
      <section className="about-section" aria-labelledby="awards-title">
        <h2 id="awards-title">{t('about.awards.timelineTitle')}</h2>
        <ol className="about-timeline" data-testid="awards">
          {awardsByYear().map((y) => (
            <li key={y.year}>
              <h3 className="about-timeline__year"><bdi>{y.year}</bdi></h3>
              <ul>
                {y.items.map((a) => (
                  <li key={a.id} data-award={a.id}>
                    <strong>{t(`about.awards.items.${a.id}`)}</strong>
                    <br />
                    <span className="about-muted">{t('about.awards.issuer', { issuer: a.issuer })}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
