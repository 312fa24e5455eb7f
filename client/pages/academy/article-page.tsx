// An academy article (spec 2.2): heading, author and dates, table of contents, the body (HTML
// rendered by the BFF, present once in the document: see ui/server-html.tsx), about the author,
// risk warning, sign-up call to action and related articles; Article JSON-LD. Old slugs and ids
// redirect (301) to the current slug; an unknown slug is the 404 page. Locales without their own
// version show the English one, marked lang="en", with a note, canonical at the /en item.
// A course lesson ends with its quiz and its place in the course (issue 32: lesson-quiz.tsx).
import { data, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { notFound, pageLoader, pickMessages, type PageData } from '../../data/loaders.ts';
import { api, isMissing } from '../../data/api.ts';
import { servicesContext } from '../../services.ts';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { formatArticleDate, localesWithOwn, showsEnglishFallback } from '../../../shared/articles/list-query.ts';
import { articleJsonLd } from '../../../shared/seo/article-json-ld.ts';
import { canonicalUrl } from '../../../shared/seo/alternates.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { SiteLink } from '../../frame/site-link.tsx';
import { openSignup } from '../../features/signup/open-signup.ts';
import { ArticleGrid } from '../../ui/article-card.tsx';
import { ServerHtml, settled } from '../../ui/server-html.tsx';
import { Toc, type TocItem } from '../../ui/toc.tsx';
import { articlePath, expertPath, imagePath, listArticles, type ArticleDetail } from '../../features/academy-data/academy-data.ts';
import { toCard, withReadTime, type CardWithMinutes } from '../../features/articles/article-cards.ts';
import { LessonQuiz } from './lesson-quiz.tsx';
import { LessonCoursePanel } from './lesson-course-panel.tsx';
import type { LessonExtras } from './lesson-quiz-data.ts';
import '../../styles/pages/lesson-quiz.css';
import '../../styles/pages/academy.css';

interface ArticleMeta {
  id: number;
  title: string;
  description?: string;
  tag?: string;
  image?: string;
  minutes?: number;
  published: { iso: string; label: string };
  updated?: { iso: string; label: string };
  author?: { name: string; href: string; avatar?: string };
}

interface ArticleData extends PageData {
  article: ArticleMeta;
  toc: TocItem[];
  /** The body's HTML; a promise, so the hydration data leaves it out. */
  body?: Promise<string>;
  /** The English item shown on another language's page. */
  fallback: boolean;
  related: CardWithMinutes[];
  /** Set when the article is a course lesson: its course, and its quiz (issue 32). */
  lesson?: LessonExtras;
}

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+){0,20}$/;

export async function loader(args: LoaderFunctionArgs): Promise<ArticleData> {
  const page = await pageLoader(args);
  const services = args.context.get(servicesContext);
  const locale = args.params.locale as LocaleCode;
  const url = new URL(args.request.url);
  const slug = args.params['*'] ?? '';
  if (!slugPattern.test(slug) || slug.length > 120) notFound('validation', url.pathname);
  const answer = await api(services, 'article', { slug, language: locale }, { signal: args.request.signal });
  if (isMissing(answer)) notFound('validation', url.pathname);
  if (!answer.ok) throw data('The article could not be loaded', { status: 503, statusText: 'Service Unavailable' });
  const a: ArticleDetail = answer.data;
  // An old slug or an id: the article's address is its current slug.
  if (a.alias !== slug) throw redirect(`/${locale}${articlePath(a.alias)}${url.search}`, 301);

  const tag = getLocale(locale).tag;
  const fallback = showsEnglishFallback(locale, a.language);
  const firstTag = a.tags_ids?.[0];
  // The glossary linker and the lesson's extras are the loader's own code (their chunks load when
  // it runs): hydration reads the server's data, so they are not start-up JavaScript.
  const [messages, related, linkTerms, lesson] = await Promise.all([
    services.messages(locale),
    firstTag ? listArticles(services, { tags_ids: [firstTag], limit: 4, language: locale }, args.request.signal) : Promise.resolve(null),
    import('./glossary-links.ts').then((m) => m.glossaryLinker(services, locale, fallback)),
    import('./lesson-quiz-data.ts').then((m) => m.loadLessonExtras(services, locale, a.alias, fallback, args.request.signal)),
  ]);
  page.messages = pickMessages(messages, lesson.course ? ['academy', 'quiz'] : ['academy']);
  page.text = { ...page.text, title: a.title, description: a.description ?? page.text.description };
  const last = page.crumbs.at(-1);
  if (last) last.name = a.title;

  const site = services.site();
  const ownUrl = canonicalUrl(site.origin, fallback ? 'en' : locale, articlePath(a.alias));
  const image = imagePath(a.image);
  const author = a.author?.slug ? { name: a.author.name, href: `/${locale}${expertPath(a.author.slug)}`, ...(a.author.avatar ? { avatar: imagePath(a.author.avatar)! } : {}) } : undefined;
  page.head = {
    ...(fallback ? { canonical: `/en${articlePath(a.alias)}` } : { alternateLocales: localesWithOwn(a.languages ?? [a.language]) }),
    jsonLd: [
      articleJsonLd({
        url: ownUrl,
        headline: a.title,
        ...(a.description ? { description: a.description } : {}),
        ...(image ? { image: site.origin + image } : {}),
        datePublished: a.published_at,
        dateModified: a.updated_at,
        inLanguage: fallback ? 'en' : tag,
        author: { name: a.author?.name ?? site.brandName, url: author ? site.origin + author.href : canonicalUrl(site.origin, locale, '') },
        publisher: { name: site.brandName, logo: `${site.origin}/logo.svg` },
        ...(a.tag ? { keywords: [a.tag] } : {}),
      }),
    ],
  };
  const minutes = Number(a.readTime);
  const showUpdated = a.updated_at.slice(0, 10) !== a.published_at.slice(0, 10);
  return {
    ...page,
    article: {
      id: a.id,
      title: a.title,
      ...(a.description ? { description: a.description } : {}),
      ...(a.tag ? { tag: a.tag } : {}),
      ...(image ? { image } : {}),
      ...(Number.isFinite(minutes) && minutes > 0 ? { minutes } : {}),
      published: { iso: a.published_at, label: formatArticleDate(a.published_at, tag) ?? '' },
      ...(showUpdated ? { updated: { iso: a.updated_at, label: formatArticleDate(a.updated_at, tag) ?? '' } } : {}),
      ...(author ? { author } : {}),
    },
    toc: a.toc,
    body: settled(linkTerms(a.html)),
    fallback,
    related: (related?.items ?? []).filter((r) => r.id !== a.id).slice(0, 3).map((r) => toCard(r, locale)),
    ...(lesson.course ? { lesson } : {}),
  };
}

export default function ArticlePage() {
  const page = useLoaderData() as ArticleData;
  const { t } = usePageMessages(page);
  const a = page.article;
  const lang = page.fallback ? 'en' : undefined;
  // English text on a right-to-left page keeps its own direction.
  const dir = page.fallback ? 'ltr' : undefined;
  return (
    <div className="academy-article">
      <article className="academy-article__main" aria-labelledby="article-title">
        <header className="academy-article__header">
          {a.tag ? <p className="academy-article__tag" lang={lang} dir={dir}>{a.tag}</p> : null}
          <h1 id="article-title" lang={lang} dir={dir}>{a.title}</h1>
          {a.description ? <p className="academy-article__lead" lang={lang} dir={dir}>{a.description}</p> : null}
          <div className="byline">
            {a.author?.avatar ? <img className="byline__avatar" src={a.author.avatar} alt="" width={48} height={48} /> : null}
            <p className="byline__text">
              {a.author ? (
                <span>
                  {t('academy.article.by')} <SiteLink to={a.author.href} rel="author">{a.author.name}</SiteLink>
                </span>
              ) : null}
              <span>
                {t('academy.article.published')} <time dateTime={a.published.iso}>{a.published.label}</time>
              </span>
              {a.updated ? (
                <span>
                  {t('academy.article.updated')} <time dateTime={a.updated.iso}>{a.updated.label}</time>
                </span>
              ) : null}
              {a.minutes ? <span>{t('academy.card.readTime', { count: a.minutes })}</span> : null}
            </p>
          </div>
          {page.fallback ? <p className="academy-article__note" role="note">{t('academy.article.englishOnly')}</p> : null}
        </header>
        <div className="academy-article__layout">
          <aside className="academy-article__aside">
            <Toc items={page.toc} title={t('academy.article.toc')} />
          </aside>
          <div className="academy-article__content">
            <ServerHtml id="article-body" className="article-body" lang={lang} dir={dir} html={page.body} owner={page} />
            {page.lesson?.quiz ? <LessonQuiz quiz={page.lesson.quiz.questions} articleId={a.id} t={t} {...(page.lesson.quiz.lang ? { lang: page.lesson.quiz.lang } : {})} {...(page.lesson.quiz.dir ? { dir: page.lesson.quiz.dir } : {})} /> : null}
            {page.lesson?.course ? <LessonCoursePanel course={page.lesson.course} articleId={a.id} t={t} {...(page.lesson.courseLang ? { lang: page.lesson.courseLang } : {})} /> : null}
            <aside className="risk-warning" aria-labelledby="risk-title">
              <h2 id="risk-title">{t('academy.article.riskTitle')}</h2>
              <p>{t('academy.article.risk')}</p>
            </aside>
            <section className="article-cta" aria-labelledby="cta-title">
              <h2 id="cta-title">{t('academy.article.ctaTitle')}</h2>
              <p>{t('academy.article.ctaText')}</p>
              <button type="button" className="button button--primary" onClick={() => openSignup({ source: `academy-article-${a.id}` })}>
                {t('academy.article.ctaButton')}
              </button>
            </section>
          </div>
        </div>
      </article>
      {page.related.length ? (
        <section className="academy-related" aria-labelledby="related-title">
          <h2 id="related-title">{t('academy.article.related')}</h2>
          <ArticleGrid items={withReadTime(page.related, (count) => t('academy.card.readTime', { count }))} />
        </section>
      ) : null}
    </div>
  );
}
