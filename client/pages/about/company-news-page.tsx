// One company news item at /about/company/{alias}: found among the tag-3 articles of the BFF;
// an unknown alias is a real 404 page.
import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { notFound, type PageData } from '../../data/loaders.ts';
import { LocaleLink } from '../../frame/locale-link.tsx';
import { useLocale } from '../../frame/use-locale.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { aboutLoader } from './about-data.ts';
import { formatDate } from './about-ui.tsx';
import { companyNews, type NewsItem } from './company-news.ts';

interface NewsData extends PageData {
  item: NewsItem;
}

export async function loader(args: LoaderFunctionArgs): Promise<NewsData> {
  const url = new URL(args.request.url);
  const [page, news] = await Promise.all([aboutLoader(args), companyNews(args, 100)]);
  const item = news?.find((a) => a.alias === page.id);
  if (!item) notFound('validation', url.pathname);
  page.text = { ...page.text, title: item.title, description: (item.description ?? page.text.description).slice(0, 160) };
  // The breadcrumb's last crumb names the item.
  const last = page.crumbs.at(-1);
  if (last) page.crumbs = [...page.crumbs.slice(0, -1), { ...last, name: item.title }];
  page.head = {
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: item.title,
        ...(item.description ? { description: item.description } : {}),
        ...(item.image ? { image: [item.image] } : {}),
        ...(item.published_at ? { datePublished: item.published_at } : {}),
        ...(item.author?.name ? { author: { '@type': 'Person', name: item.author.name } } : {}),
      },
    ],
  };
  return { ...page, item };
}

export default function CompanyNewsPage() {
  const page = useLoaderData() as NewsData;
  const { t } = usePageMessages(page);
  const locale = useLocale();
  const a = page.item;
  return (
    <article className="content-page about-page">
      <header className="page-hero">
        <p className="about-muted">{t('about.company.newsTitle')}</p>
        <h1>{a.title}</h1>
        {a.published_at ? <p className="about-muted"><time dateTime={a.published_at}>{formatDate(locale, a.published_at.slice(0, 10))}</time>{a.author?.name ? <> · <bdi>{a.author.name}</bdi></> : null}</p> : null}
      </header>
      {a.image ? <img className="news-hero" src={a.image} alt="" width="1280" height="720" /> : null}
      {a.description ? <p className="page-hero__intro">{a.description}</p> : null}
      <p><LocaleLink to="/about/company">{t('about.company.allNews')}</LocaleLink></p>
    </article>
  );
}
