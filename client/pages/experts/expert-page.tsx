// An expert's profile (spec 2.2): photo, role, biography, expertise, groups and their articles;
// Person JSON-LD. A numeric id redirects (301) to the profile's slug; an unknown expert is a 404.
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { data } from 'react-router';
import { notFound, pageLoader, pickMessages, type PageData } from '../../data/loaders.ts';
import { servicesContext } from '../../services.ts';
import type { LocaleCode } from '../../../shared/locales.ts';
import { localesWithOwn } from '../../../shared/articles/list-query.ts';
import { localesWithMedia, mediaLanguages } from '../../../shared/media/media-language.ts';
import { expertFallback, spokenLanguages } from './expert-data.ts';
import { getLocale } from '../../../shared/locales.ts';
import { BidiText } from '../../ui/prose.tsx';
import { personJsonLd } from '../../../shared/seo/article-json-ld.ts';
import { canonicalUrl } from '../../../shared/seo/alternates.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { SiteLink } from '../../frame/site-link.tsx';
import { ArticleGrid } from '../../ui/article-card.tsx';
import { listAuthorArticles, expertPath, groupPath, imagePath, listAuthors, listGroups, type ArticleSummary } from '../../features/academy-data/academy-data.ts';
import { toCard, withReadTime, type CardWithMinutes } from '../../features/articles/article-cards.ts';
import '../../styles/pages/academy.css';

interface ExpertData extends PageData {
  expert: { id: number; name: string; title?: string; avatar?: string; bio: string[]; expertise: string[]; languages: { text: string; lang?: 'en' }; joined?: number };
  groups: { name: string; href: string; lang?: string }[];
  authored: CardWithMinutes[];
  fallback: boolean;
}

export async function loader(args: LoaderFunctionArgs): Promise<ExpertData> {
  const page = await pageLoader(args);
  const services = args.context.get(servicesContext);
  const locale = args.params.locale as LocaleCode;
  const url = new URL(args.request.url);
  const key = args.params['*'] ?? '';
  const signal = args.request.signal;
  const [messages, authors, groups] = await Promise.all([services.messages(locale), listAuthors(services, locale, signal), listGroups(services, locale, signal)]);
  if (!authors) throw data('The expert team could not be loaded', { status: 503, statusText: 'Service Unavailable' });
  const author = authors.find((a) => a.slug === key || String(a.id) === key);
  if (!author) notFound('validation', url.pathname);
  if (author.slug !== key) throw redirect(`/${locale}${expertPath(author.slug)}`, 301);
  const articles = await listAuthorArticles(services, author.id, locale, 12, signal);
  page.messages = pickMessages(messages, ['academy']);
  page.text = { ...page.text, title: `${author.name}${author.title ? `, ${author.title}` : ''}`, description: (author.bio ?? '').split(/\n\s*\n/)[0]!.slice(0, 160) || page.text.description };
  const last = page.crumbs.at(-1);
  if (last) last.name = author.name;
  const fallback = expertFallback(author, locale);
  const site = services.site();
  const avatar = imagePath(author.avatar);
  page.head = {
    // A profile the upstream writes in every language is one page per locale (hreflang cluster).
    ...(fallback ? { canonical: `/en${expertPath(author.slug)}` } : { alternateLocales: author.language ? localesWithMedia(mediaLanguages) : localesWithOwn(['en', 'zh-hans', 'zh-hant']) }),
    jsonLd: [
      personJsonLd({
        url: canonicalUrl(site.origin, fallback ? 'en' : locale, expertPath(author.slug)),
        name: author.name,
        ...(author.title ? { jobTitle: author.title } : {}),
        ...(author.bio ? { description: author.bio.split(/\n\s*\n/)[0]! } : {}),
        ...(avatar ? { image: site.origin + avatar } : {}),
        knowsAbout: author.expertise ?? [],
        knowsLanguage: author.languages ?? [],
        worksFor: { name: site.brandName, url: canonicalUrl(site.origin, locale, '') },
      }),
    ],
  };
  return {
    ...page,
    expert: {
      id: author.id,
      name: author.name,
      ...(author.title ? { title: author.title } : {}),
      ...(avatar ? { avatar } : {}),
      bio: (author.bio ?? '').split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean),
      expertise: author.expertise ?? [],
      languages: spokenLanguages(author.languages ?? [], getLocale(locale).tag),
      ...(author.joined_year ? { joined: author.joined_year } : {}),
    },
    groups: groups.filter((g) => g.author_ids.includes(author.id)).map((g) => ({ name: g.name, href: `/${locale}${groupPath(g.slug)}`, ...(expertFallback(g, locale) ? { lang: 'en' } : {}) })),
    authored: articles ? articles.map((a) => toCard(a, locale)) : [],
    fallback,
  };
}

export default function ExpertPage() {
  const page = useLoaderData() as ExpertData;
  const { t } = usePageMessages(page);
  const e = page.expert;
  const lang = page.fallback ? 'en' : undefined;
  return (
    <article className="expert-profile">
      <header className="expert-profile__header">
        {e.avatar ? <img className="expert-profile__photo" src={e.avatar} alt={e.name} width={160} height={160} /> : null}
        <div>
          <h1>{e.name}</h1>
          {e.title ? <p className="expert-profile__title" lang={lang}>{e.title}</p> : null}
          {e.joined ? <p className="expert-profile__meta">{t('academy.experts.joined', { year: e.joined })}</p> : null}
        </div>
      </header>
      <div className="expert-profile__layout">
        <section className="expert-profile__bio" aria-labelledby="bio-title">
          <h2 id="bio-title">{t('academy.experts.about')}</h2>
          {page.fallback ? <p className="academy-article__note" role="note">{t('academy.experts.englishOnly')}</p> : null}
          <div lang={lang} dir={lang ? 'ltr' : undefined}>
            {e.bio.map((p, i) => <p key={i}><BidiText text={p} /></p>)}
          </div>
        </section>
        <aside className="expert-profile__facts" aria-label={t('academy.experts.facts')}>
          {e.expertise.length ? (
            <>
              <h2>{t('academy.experts.expertise')}</h2>
              <ul lang={lang}>{e.expertise.map((x) => <li key={x}>{x}</li>)}</ul>
            </>
          ) : null}
          {e.languages.text ? (
            <>
              <h2>{t('academy.experts.languages')}</h2>
              <p lang={e.languages.lang}>{e.languages.text}</p>
            </>
          ) : null}
          {page.groups.length ? (
            <>
              <h2>{t('academy.experts.groups')}</h2>
              <ul>{page.groups.map((g) => <li key={g.href} lang={g.lang}><SiteLink to={g.href}>{g.name}</SiteLink></li>)}</ul>
            </>
          ) : null}
        </aside>
      </div>
      <section className="expert-section" aria-labelledby="articles-title">
        <h2 id="articles-title">{t('academy.experts.articlesBy', { name: e.name })}</h2>
        {page.authored.length ? (
          <ArticleGrid items={withReadTime(page.authored, (count) => t('academy.card.readTime', { count }))} />
        ) : (
          <p>{t('academy.experts.noArticles')}</p>
        )}
      </section>
    </article>
  );
}
