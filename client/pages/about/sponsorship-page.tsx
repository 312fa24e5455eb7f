// Sponsorship: the basketball partnership and the community programmes, with company news.
import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import type { PageData } from '../../data/loaders.ts';
import { LocaleLink } from '../../frame/locale-link.tsx';
import { useLocale } from '../../frame/use-locale.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { brand } from '../../../shared/brand.ts';
import { AboutHero } from './about-ui.tsx';
import { aboutLoader } from './about-data.ts';
import { companyNews, type NewsItem } from './company-news.ts';
import { NewsList } from './news-list.tsx';
import netsCourt from './gallery/nets-1.svg?no-inline';

interface SponsorshipData extends PageData {
  news: NewsItem[] | null;
}

export async function loader(args: LoaderFunctionArgs): Promise<SponsorshipData> {
  const [page, news] = await Promise.all([aboutLoader(args), companyNews(args, 3)]);
  return { ...page, news };
}

const programmes = ['youth', 'literacy', 'local'] as const;

export default function SponsorshipPage() {
  const page = useLoaderData() as SponsorshipData;
  const { t } = usePageMessages(page);
  const locale = useLocale();
  return (
    <article className="content-page about-page">
      <AboutHero page={page} />
      <section className="about-section about-feature" aria-labelledby="sponsor-partner">
        <img src={netsCourt} alt="" width="640" height="400" loading="lazy" decoding="async" />
        <div>
          <h2 id="sponsor-partner">{t('about.sponsorship.partnerTitle')}</h2>
          <p>{t('about.sponsorship.partnerText')}</p>
          <LocaleLink to={`/about/sponsorship/${brand.slug}-and-${brand.sponsoredTeam}`}>{t('about.sponsorship.partnerLink')}</LocaleLink>
        </div>
      </section>
      <section className="about-section" aria-labelledby="sponsor-community">
        <h2 id="sponsor-community">{t('about.sponsorship.communityTitle')}</h2>
        <ul className="about-grid" role="list">
          {programmes.map((p) => (
            <li key={p} className="about-card">
              <h3>{t(`about.sponsorship.community.${p}.title`)}</h3>
              <p>{t(`about.sponsorship.community.${p}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="about-section" aria-labelledby="sponsor-news">
        <h2 id="sponsor-news">{t('about.company.newsTitle')}</h2>
        <NewsList items={page.news} locale={locale} empty={t('about.company.noNews')} />
      </section>
    </article>
  );
}
