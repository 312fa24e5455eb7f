// The basketball partnership (about/sponsorship/velora-and-nets and about/nets): the story, a
// gallery of our own illustrations (lazy images with their size, so nothing shifts), and news.
import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import type { PageData } from '../../data/loaders.ts';
import { useLocale } from '../../frame/use-locale.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { AboutHero } from './about-ui.tsx';
import { aboutLoader } from './about-data.ts';
import { companyNews, type NewsItem } from './company-news.ts';
import { NewsList } from './news-list.tsx';
import g1 from './gallery/nets-1.svg?no-inline';
import g2 from './gallery/nets-2.svg?no-inline';
import g3 from './gallery/nets-3.svg?no-inline';
import g4 from './gallery/nets-4.svg?no-inline';
import g5 from './gallery/nets-5.svg?no-inline';
import g6 from './gallery/nets-6.svg?no-inline';

const gallery = [g1, g2, g3, g4, g5, g6];

interface PartnershipData extends PageData {
  news: NewsItem[] | null;
}

export async function loader(args: LoaderFunctionArgs): Promise<PartnershipData> {
  const [page, news] = await Promise.all([aboutLoader(args), companyNews(args, 3)]);
  return { ...page, news };
}

export default function PartnershipPage() {
  const page = useLoaderData() as PartnershipData;
  const { t, list } = usePageMessages(page);
  const locale = useLocale();
  const captions = list<string>('about.partnership.gallery');
  return (
    <article className="content-page about-page">
      <AboutHero page={page} />
      <section className="about-section" aria-labelledby="partner-story">
        <h2 id="partner-story">{t('about.partnership.storyTitle')}</h2>
        {list<string>('about.partnership.story').map((p) => (
          <p key={p}>{p}</p>
        ))}
      </section>
      <section className="about-section" aria-labelledby="partner-gallery">
        <h2 id="partner-gallery">{t('about.partnership.galleryTitle')}</h2>
        <ul className="about-grid about-gallery" role="list" data-testid="gallery">
          {gallery.map((src, i) => (
            <li key={src}>
              <figure>
                <img src={src} alt={captions[i] ?? ''} width="640" height="400" loading="lazy" decoding="async" />
                <figcaption className="about-muted">{captions[i]}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
      <section className="about-section" aria-labelledby="partner-news">
        <h2 id="partner-news">{t('about.company.newsTitle')}</h2>
        <NewsList items={page.news} locale={locale} empty={t('about.company.noNews')} />
      </section>
    </article>
  );
}
