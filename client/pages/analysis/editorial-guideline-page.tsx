// The editorial guideline (spec 2.2: /analysis/{brand}-editorial-guideline): how the analysis is
// sourced, written, reviewed by compliance, corrected and kept up to date, how AI is and is not
// used, and who writes it (a link to the expert team). The body is rendered once (ServerHtml),
// not repeated in the hydration data. WebPage/AboutPage JSON-LD naming it the publishing principles.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { PageData } from '../../data/loaders.ts';
import type { EditorialGuidelineContent } from '../../../shared/content/editorial-guideline.ts';
import { proseHtml } from '../../../shared/content/prose-html.ts';
import { getLocale } from '../../../shared/locales.ts';
import { brand } from '../../../shared/brand.ts';
import { canonicalUrl } from '../../../shared/seo/alternates.ts';
import { editorialPageJsonLd } from '../../../shared/seo/course-json-ld.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { LocaleLink } from '../../frame/locale-link.tsx';
import { ServerHtml, settled } from '../../ui/server-html.tsx';
import { Toc, type TocItem } from '../../ui/toc.tsx';
import { applyCopy, contentPageLoader } from '../../data/content-page.ts';
import '../../styles/pages/academy.css';
import '../../styles/ui-tables.css';
import { cachedDateFormat } from '../../../shared/format.ts';

interface GuidelineData extends PageData {
  toc: TocItem[];
  /** The sections' HTML; a promise, so the hydration data leaves it out. */
  body?: Promise<string>;
  reviewed: { iso: string; label: string };
  team: EditorialGuidelineContent['team'];
  contact: string;
  contentLang?: string;
}

export async function loader(args: LoaderFunctionArgs): Promise<GuidelineData> {
  const { page, locale, services, content, contentLang, inLanguage } = await contentPageLoader<EditorialGuidelineContent>(args, 'analysis/editorial-guideline');
  applyCopy(page, content);
  const site = services.site();
  const url = canonicalUrl(site.origin, locale, `/analysis/${brand.slug}-editorial-guideline`);
  page.head = {
    ...page.head,
    jsonLd: [
      editorialPageJsonLd({
        url,
        name: content.title,
        description: content.description,
        inLanguage,
        dateModified: content.reviewed,
        publisher: { name: site.brandName, url: canonicalUrl(site.origin, locale, '') },
        relatedLink: [canonicalUrl(site.origin, locale, '/analysis/our-expert-team')],
      }),
    ],
  };
  const label = cachedDateFormat(getLocale(locale).tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${content.reviewed}T00:00:00Z`));
  return {
    ...page,
    toc: content.sections.map((s) => ({ id: s.id, text: s.title, level: 2 as const })),
    body: settled(proseHtml(content.sections)),
    reviewed: { iso: content.reviewed, label },
    team: content.team,
    contact: content.contact,
    ...(contentLang ? { contentLang } : {}),
  };
}

export default function EditorialGuidelinePage() {
  const page = useLoaderData() as GuidelineData;
  const { t } = usePageMessages(page);
  const lang = page.contentLang;
  return (
    <article className="academy-article editorial-guideline" aria-labelledby="guideline-title">
      <header className="academy-article__header">
        <h1 id="guideline-title" lang={lang}>{page.text.title}</h1>
        <p className="academy-article__lead" lang={lang}>{page.text.intro}</p>
        <p className="byline__text">
          {t('courses.editorial.reviewed')} <time dateTime={page.reviewed.iso}>{page.reviewed.label}</time>
        </p>
      </header>
      <div className="academy-article__layout">
        <aside className="academy-article__aside">
          <Toc items={page.toc} title={t('courses.editorial.contents')} />
        </aside>
        <div className="academy-article__content">
          <ServerHtml id="guideline-body" className="article-body" lang={lang} html={page.body} owner={page} />
          <section className="article-cta" aria-labelledby="team-title">
            <h2 id="team-title" lang={lang}>{page.team.title}</h2>
            <p lang={lang}>{page.team.text}</p>
            <LocaleLink className="button button--primary" to="/analysis/our-expert-team">{page.team.link}</LocaleLink>
          </section>
          <p className="editorial-guideline__contact" lang={lang}>
            {page.contact} <LocaleLink to="/about/contact-us">{t('courses.editorial.contactLink')}</LocaleLink>
          </p>
        </div>
      </div>
    </article>
  );
}
