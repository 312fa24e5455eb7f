// Pieces shared by the home, forex, terminal-4 and market pages: page texts, product tabs, live
// price tables, streamed article lists, FAQ (accordion + FAQPage JSON-LD).
import { Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n-context.tsx';
import type { i18n as I18n } from 'i18next';
import { useLocation } from 'react-router';
import type { Article, PageData } from '../../data/loaders.ts';
import { Deferred } from '../../data/deferred.tsx';
import type { Messages } from '../../services.ts';
import { LocaleLink } from '../../frame/locale-link.tsx';
import { JsonLdScript } from '../../frame/json-ld.tsx';
import { openSignup } from '../../features/signup/open-signup.ts';
import { toggleAccordion } from '../../../shared/accordion.ts';
import { PageIcon } from './icons.tsx';
import { HydrationGate } from '../../ui/hydrate-when-visible.tsx';
import { useLocale } from '../../frame/use-locale.ts';
import { itemLangAttribute } from '../../../shared/content-language.ts';

const merged = new WeakMap<I18n, WeakSet<Messages>>();

/** Merges the page family's texts (handed over by the page loader) into this render's i18n. */
export function usePageMessages(page: PageData) {
  const { t, i18n } = useTranslation();
  const messages = page.messages;
  if (messages) {
    let seen = merged.get(i18n);
    if (!seen) merged.set(i18n, (seen = new WeakSet()));
    if (!seen.has(messages)) {
      i18n.addResourceBundle(i18n.language, 'translation', messages, true, true);
      seen.add(messages);
    }
  }
  /** An array or object from the messages (lists of cards, FAQ items). */
  const list = <T,>(key: string): T[] => {
    const v = t(key, { returnObjects: true }) as unknown;
    return Array.isArray(v) ? (v as T[]) : [];
  };
  return { t, list, lang: i18n.language };
}

export function Section({ id, title, className, children, headingLevel = 2, hiddenTitle = false }: { id: string; title: string; className?: string; children: ReactNode; headingLevel?: 2 | 3; hiddenTitle?: boolean }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const gate = useId();
  return (
    <section className={className ? `page-section ${className}` : 'page-section'} aria-labelledby={`${id}-title`} data-section={id}>
      <div className="page-section__inner" data-hydrate-gate={gate}>
        <H id={`${id}-title`} className={hiddenTitle ? 'visually-hidden' : 'page-section__title'}>{title}</H>
        {/* Each section hydrates as its own unit, and only when it comes near the viewport. */}
        <HydrationGate id={gate}>{children}</HydrationGate>
      </div>
    </section>
  );
}

const productTabs = [
  { key: 'forex', path: '/trading/forex' },
  { key: 'metals', path: '/trading/precious-metals' },
  { key: 'crypto', path: '/trading/crypto' },
  { key: 'energies', path: '/trading/energies' },
  { key: 'indices', path: '/trading/indices' },
  { key: 'shares', path: '/trading/shares' },
  { key: 'range', path: '/trading/range-of-markets' },
] as const;

/** Links between the product pages (the spec's "product tabs"), the current one marked. */
export function ProductTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className="product-tabs" aria-label={t('markets.common.productTabs')}>
      <ul>
        {productTabs.map((p) => {
          const current = pathname.endsWith(p.path);
          return (
            <li key={p.key}>
              <LocaleLink to={p.path} className={current ? 'product-tabs__link is-current' : 'product-tabs__link'} aria-current={current ? 'page' : undefined}>
                {t(`markets.common.tabs.${p.key}`)}
              </LocaleLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A price cell before its first quote: same box, no text (the row keeps its size). */
export function Skeleton({ width = '7ch' }: { width?: string }) {
  return <span className="price-skeleton" style={{ inlineSize: width }} aria-hidden="true" />;
}

export function TradeButtons({ symbol, source }: { symbol: string; source: string }) {
  const { t } = useTranslation();
  return (
    <span className="trade-buttons">
      <button type="button" className="trade-button trade-button--buy" aria-label={t('markets.common.buySymbol', { symbol })} onClick={() => openSignup({ source: `${source}-buy` })}>
        {t('markets.common.buy')}
      </button>
      <button type="button" className="trade-button trade-button--sell" aria-label={t('markets.common.sellSymbol', { symbol })} onClick={() => openSignup({ source: `${source}-sell` })}>
        {t('markets.common.sell')}
      </button>
    </span>
  );
}

/** An article image as a same-origin path (CSP img-src 'self'); absolute URLs keep only their path. */
function imagePath(src: string | undefined): string | undefined {
  if (!src) return undefined;
  try {
    const u = new URL(src, 'http://local');
    return u.pathname.startsWith('/') ? u.pathname + u.search : undefined;
  } catch {
    return undefined;
  }
}

function ArticleCards({ articles, placeholder, readTime }: { articles: (Article | null)[]; placeholder: string; readTime: (n: number | string) => string }) {
  const locale = useLocale();
  return (
    <ul className="article-cards">
      {articles.map((a, i) => (
        <li key={a ? a.id : `p${i}`} className={a ? 'article-card' : 'article-card article-card--placeholder'} data-article={a ? a.id : 'placeholder'}>
          <div className="article-card__image">{a && imagePath(a.image) ? <img src={imagePath(a.image)} alt="" width={400} height={225} loading="lazy" decoding="async" /> : null}</div>
          <div className="article-card__body" lang={a ? itemLangAttribute(a.language, locale) : undefined}>
            {a ? (
              <>
                {a.tag ? <span className="article-card__tag">{a.tag}</span> : null}
                <h3 className="article-card__title">
                  <LocaleLink to={`/academy/trading-academy/${a.alias ?? a.id}`}>{a.title}</LocaleLink>
                </h3>
                {a.description ? <p className="article-card__text">{a.description}</p> : null}
                {a.readTime !== undefined ? <span className="article-card__meta">{readTime(a.readTime)}</span> : null}
              </>
            ) : (
              <p className="article-card__title">{placeholder}</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Three article cards, streamed after the shell; on failure the placeholders stay (spec 8). */
export function ArticlesSection({ id, page, title, count = 3 }: { id: string; page: PageData; title: string; count?: number }) {
  const { t } = useTranslation();
  const placeholders: null[] = Array.from({ length: count }, () => null);
  const placeholder = t('markets.common.articlePlaceholder');
  const readTime = (n: number | string) => t('markets.common.readTime', { count: Number(n) });
  return (
    <Section id={id} title={title} className="articles-section">
      <Deferred id={`${id}-articles`} promise={page.articles} fallback={<ArticleCards articles={placeholders} placeholder={placeholder} readTime={readTime} />}>
        {(list: Article[] | null) => {
          const items: (Article | null)[] = list && list.length ? list.slice(0, count) : placeholders;
          return <ArticleCards articles={items} placeholder={placeholder} readTime={readTime} />;
        }}
      </Deferred>
    </Section>
  );
}

export interface FaqItem {
  q: string;
  a: string;
}

/** FAQ as an accordion (one open at a time) plus its FAQPage structured data. */
export function Faq({ id, title, items }: { id: string; title: string; items: FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const base = useId();
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((i) => ({ '@type': 'Question', name: i.q, acceptedAnswer: { '@type': 'Answer', text: i.a } })),
  };
  return (
    <Section id={id} title={title} className="faq-section">
      <div className="accordion">
        {items.map((item, i) => (
          <div key={i} className={open === i ? 'accordion__item is-open' : 'accordion__item'}>
            <h3 className="accordion__heading">
              <button type="button" id={`${base}-b${i}`} className="accordion__trigger" aria-expanded={open === i} aria-controls={`${base}-p${i}`} onClick={() => setOpen((o) => toggleAccordion(o, i))}>
                <span>{item.q}</span>
                <svg className="accordion__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
              </button>
            </h3>
            <div id={`${base}-p${i}`} role="region" aria-labelledby={`${base}-b${i}`} className="accordion__panel" hidden={open !== i}>
              <p>{item.a}</p>
            </div>
          </div>
        ))}
      </div>
      <JsonLdScript data={jsonLd} />
    </Section>
  );
}
