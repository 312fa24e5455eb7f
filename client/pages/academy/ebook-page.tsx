// The e-book landing (spec 2.2: /academy/ebook): what the e-book covers, who it is for, a preview
// of its table of contents and the sign-up dialog opened with the e-book's bookId (spec 9: the
// sign-up then carries referral_code 'ebooksignup2025' unless a referral cookie says otherwise).
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { PageData } from '../../data/loaders.ts';
import type { EbookContent } from '../../../shared/content/academy-courses.ts';
import { EBOOK_ID } from '../../../shared/academy/ebook.ts';
import { canonicalUrl } from '../../../shared/seo/alternates.ts';
import { bookJsonLd } from '../../../shared/seo/course-json-ld.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { LocaleLink } from '../../frame/locale-link.tsx';
import { useSite } from '../../frame/use-locale.ts';
import { openSignup } from '../../features/signup/open-signup.ts';
import { applyCopy, contentPageLoader } from '../../data/content-page.ts';
import '../../styles/pages/academy.css';
import '../../styles/ui-tables.css';

interface EbookData extends PageData {
  ebook: Omit<EbookContent, 'title' | 'description' | 'intro'>;
  contentLang?: string;
}

export async function loader(args: LoaderFunctionArgs): Promise<EbookData> {
  const { page, locale, services, content, contentLang, inLanguage } = await contentPageLoader<EbookContent>(args, 'academy/ebook');
  applyCopy(page, content);
  const site = services.site();
  page.head = {
    ...page.head,
    jsonLd: [
      bookJsonLd({
        url: canonicalUrl(site.origin, locale, '/academy/ebook'),
        name: content.book.title,
        alternativeHeadline: content.book.subtitle,
        description: content.description,
        inLanguage,
        numberOfPages: content.book.pages,
        publisher: { name: site.brandName, url: canonicalUrl(site.origin, locale, '') },
        chapters: content.chapters.map((c) => c.title),
      }),
    ],
  };
  const { title: _t, description: _d, intro: _i, ...ebook } = content;
  return { ...page, ebook, ...(contentLang ? { contentLang } : {}) };
}

function GetEbook({ source, label }: { source: string; label: string }) {
  return (
    <button type="button" className="button button--primary" data-testid={`ebook-cta-${source}`} onClick={() => openSignup({ bookId: EBOOK_ID, source: `ebook-${source}` })}>
      {label}
    </button>
  );
}

export default function EbookPage() {
  const page = useLoaderData() as EbookData;
  const { t } = usePageMessages(page);
  const { ebook, contentLang: lang } = page;
  const site = useSite();
  return (
    <article className="ebook-page">
      <header className="page-hero ebook-hero">
        <div className="ebook-hero__text">
          <h1 lang={lang}>{page.text.title}</h1>
          <p className="page-hero__intro" lang={lang}>{page.text.intro}</p>
          <div className="page-hero__actions">
            <GetEbook source="hero" label={t('courses.ebook.cta')} />
            <p className="course-hero__hint">{t('courses.ebook.free', { pages: ebook.book.pages })}</p>
          </div>
        </div>
        <div className="ebook-cover" aria-hidden="true">
          <span className="ebook-cover__brand">{site.brandName}</span>
          <span className="ebook-cover__title" lang={lang}>{ebook.book.title}</span>
          <span className="ebook-cover__subtitle" lang={lang}>{ebook.book.subtitle}</span>
        </div>
      </header>
      <div className="course-page__body">
        <section className="course-block" aria-labelledby="ebook-audience">
          <h2 id="ebook-audience" lang={lang}>{ebook.audience.title}</h2>
          <ul className="check-list" lang={lang}>
            {ebook.audience.items.map((a, i) => <li key={i}>{a}</li>)}
          </ul>
        </section>
        <section className="course-block" aria-labelledby="ebook-covers">
          <h2 id="ebook-covers">{t('courses.ebook.covers')}</h2>
          <ol className="ebook-chapters" lang={lang}>
            {ebook.chapters.map((c, i) => (
              <li key={i} className="ebook-chapter">
                <h3><span className="course-module__number">{t('courses.ebook.chapterN', { n: i + 1 })}</span> {c.title}</h3>
                <p>{c.summary}</p>
              </li>
            ))}
          </ol>
        </section>
        <section className="course-block" aria-labelledby="ebook-toc">
          <h2 id="ebook-toc">{t('courses.ebook.toc')}</h2>
          <ol className="ebook-toc" lang={lang}>
            {ebook.chapters.map((c, i) => (
              <li key={i}>
                <span className="ebook-toc__chapter">{c.title}</span>
                <ol>
                  {c.sections.map((s, j) => <li key={j}>{s}</li>)}
                </ol>
              </li>
            ))}
          </ol>
          <p className="course-hero__hint">{t('courses.ebook.tocNote')}</p>
        </section>
        <section className="article-cta" aria-labelledby="ebook-signup">
          <h2 id="ebook-signup" lang={lang}>{ebook.signup.title}</h2>
          <p lang={lang}>{ebook.signup.text}</p>
          <GetEbook source="signup" label={t('courses.ebook.cta')} />
          <p className="course-links">
            <LocaleLink to="/academy/courses">{t('courses.links.catalogue')}</LocaleLink>
            {' · '}
            <LocaleLink to="/academy/terminology">{t('courses.links.glossary')}</LocaleLink>
          </p>
        </section>
        <aside className="risk-warning" aria-labelledby="risk-title">
          <h2 id="risk-title">{t('courses.risk.title')}</h2>
          <p lang={lang}>{ebook.riskNote}</p>
        </aside>
      </div>
    </article>
  );
}
