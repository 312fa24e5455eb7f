// The company: story and milestones, figures (shared/company/figures.ts), leadership, and the
// latest company news (articles of tag 3 through the BFF).
import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import type { PageData } from '../../data/loaders.ts';
import { useLocale } from '../../frame/use-locale.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { figuresFor, formatFigure, type FigureKey } from '../../../shared/company/figures.ts';
import { leadership } from '../../../shared/company/leadership.ts';
import { getLocale } from '../../../shared/locales.ts';
import { AboutHero } from './about-ui.tsx';
import { aboutLoader } from './about-data.ts';
import { companyNews, type NewsItem } from './company-news.ts';
import { NewsList } from './news-list.tsx';

interface CompanyData extends PageData {
  news: NewsItem[] | null;
}

export async function loader(args: LoaderFunctionArgs): Promise<CompanyData> {
  const [page, news] = await Promise.all([aboutLoader(args), companyNews(args, 6)]);
  return { ...page, news };
}

const C = 'about.company.';
const shown: FigureKey[] = ['countries', 'assetClasses', 'regulators', 'segregated', 'execution', 'rating'];

export default function CompanyPage() {
  const page = useLoaderData() as CompanyData;
  const { t, list } = usePageMessages(page);
  const locale = useLocale();
  const tag = getLocale(locale).tag;
  return (
    <article className="content-page about-page">
      <AboutHero page={page} />
      <section className="about-section" aria-labelledby="company-story">
        <h2 id="company-story">{t(`${C}storyTitle`)}</h2>
        <p>{t(`${C}story`)}</p>
        <ol className="about-timeline">
          {list<{ year: string; text: string }>(`${C}milestones`).map((m) => (
            <li key={m.year}>
              <span className="about-timeline__year"><bdi>{m.year}</bdi></span>
              <p>{m.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="about-section" aria-labelledby="company-figures">
        <h2 id="company-figures">{t(`${C}figuresTitle`)}</h2>
        <dl className="about-figures">
          {shown.map((k) => (
            <div key={k}>
              <dt>{t(`about.figures.${k}`)}</dt>
              <dd><bdi>{formatFigure(figuresFor(locale)[k], tag)}</bdi></dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="about-section" aria-labelledby="company-leaders">
        <h2 id="company-leaders">{t(`${C}leadershipTitle`)}</h2>
        <ul className="about-grid" role="list">
          {leadership.map((p) => (
            <li key={p.id} className="about-card">
              <h3><bdi>{p.name}</bdi></h3>
              <p className="about-muted">{t(`${C}roles.${p.role}`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="about-section" aria-labelledby="company-news">
        <h2 id="company-news">{t(`${C}newsTitle`)}</h2>
        <NewsList items={page.news} locale={locale} empty={t(`${C}noNews`)} />
      </section>
    </article>
  );
}
