// Help centre: 30+ questions in categories (content file), a search box that filters them as you
// type (shared/accounts/help-search.ts) with the count in a live region, each answer in an
// accordion (APG disclosure), and the FAQPage JSON-LD of every question in the head.
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { formatNumber } from '../../../shared/accounts/format.ts';
import { searchHelp, type HelpEntry } from '../../../shared/accounts/help-search.ts';
import type { HelpCentreContent } from '../../../shared/content/trading.ts';
import { faqPageJsonLd } from '../../../shared/seo/faq-page.ts';
import { LocaleLink } from '../../frame/locale-link.tsx';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { accountsPageLoader, type ContentPageData } from './accounts-loader.ts';
import '../../styles/pages/marketing.css';
import '../../styles/ui-tables.css';
import { OfferedBy } from '../../ui/offered-by.tsx';

type Data = ContentPageData<HelpCentreContent>;

export async function loader(args: LoaderFunctionArgs): Promise<Data> {
  const page = await accountsPageLoader<HelpCentreContent>(args, 'trading/help-center');
  const pairs = page.content.categories.flatMap((c) => c.items);
  const node = faqPageJsonLd(pairs, page.contentLang ?? page.tag);
  return { ...page, head: { ...page.head, jsonLd: [...(page.head?.jsonLd ?? []), ...(node ? [node] : [])] } };
}

function Answer({ entry, open, onToggle }: { entry: HelpEntry; open: boolean; onToggle: () => void }) {
  const id = useId();
  return (
    <div className={open ? 'accordion__item is-open' : 'accordion__item'} data-question={entry.id}>
      <h4 className="accordion__heading">
        <button type="button" id={`${id}-b`} className="accordion__trigger" aria-expanded={open} aria-controls={`${id}-p`} onClick={onToggle}>
          <span>{entry.q}</span>
          <svg className="accordion__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
        </button>
      </h4>
      <div id={`${id}-p`} role="region" aria-labelledby={`${id}-b`} className="accordion__panel" hidden={!open}>
        <p>{entry.a}</p>
      </div>
    </div>
  );
}

export default function HelpCentrePage() {
  const page = useLoaderData() as Data;
  const { t } = usePageMessages(page);
  const { content, tag, contentLang } = page;
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const inputId = useId();
  const statusId = useId();

  const entries = useMemo(() => content.categories.flatMap((c) => c.items.map((i) => ({ ...i, category: c.name, categoryId: c.id }))), [content]);
  const results = useMemo(() => searchHelp(entries, deferred), [entries, deferred]);
  const searching = deferred.trim() !== '';
  const toggle = (id: string) => setOpen((prev) => {
    const next = new Set(prev);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });

  // While searching, matches are listed best first under their category; otherwise every category in order.
  const groups = content.categories
    .map((c) => ({ id: c.id, name: c.name, items: searching ? results.filter((r) => r.categoryId === c.id) : entries.filter((e) => e.categoryId === c.id) }))
    .filter((g) => g.items.length > 0);

  return (
    <article className="help-centre-page">
      <header className="page-hero">
        <h1>{page.text.title}</h1>
        <p className="page-hero__intro">{page.text.intro}</p>
        <OfferedBy />
      </header>
      <section className="page-section" aria-labelledby="help-questions-title" data-section="questions">
        <div className="page-section__inner">
          <h2 id="help-questions-title" className="page-section__title">{t('accounts.help.questionsTitle')}</h2>
          <form className="help-search" role="search" onSubmit={(e) => e.preventDefault()}>
            <label htmlFor={inputId}>{t('accounts.help.searchLabel')}</label>
            <input id={inputId} type="search" value={query} placeholder={t('accounts.help.searchPlaceholder')} aria-describedby={statusId} autoComplete="off" data-testid="help-search" onChange={(e) => setQuery(e.target.value)} />
            <p id={statusId} className="help-search__status" role="status" aria-live="polite">
              {searching ? (results.length ? t('accounts.help.results', { n: formatNumber(tag, results.length) }) : t('accounts.help.noResults', { query: deferred.trim() })) : t('accounts.help.total', { n: formatNumber(tag, entries.length) })}
            </p>
          </form>
          {!searching ? (
            <nav aria-label={t('accounts.help.categories')}>
              <ul className="help-categories">
                {content.categories.map((c) => <li key={c.id}><a className="product-tabs__link" href={`#help-${c.id}`} lang={contentLang}>{c.name}</a></li>)}
              </ul>
            </nav>
          ) : null}
          <div data-testid="help-results" lang={contentLang}>
            {groups.map((g) => (
              <section key={g.id} id={`help-${g.id}`} className="help-category" aria-labelledby={`help-${g.id}-title`}>
                <h3 id={`help-${g.id}-title`} className="help-category__title">{g.name}</h3>
                <div className="accordion">
                  {g.items.map((e) => <Answer key={e.id} entry={e} open={open.has(e.id)} onToggle={() => toggle(e.id)} />)}
                </div>
              </section>
            ))}
          </div>
        </div>
      </section>
      <section className="page-section" aria-labelledby="help-contact-title" data-section="contact">
        <div className="page-section__inner">
          <h2 id="help-contact-title" className="page-section__title" lang={contentLang}>{content.contact.title}</h2>
          <p lang={contentLang}>{content.contact.text}</p>
          <LocaleLink className="button button--primary" to="/about/contact-us">{t('accounts.help.contact')}</LocaleLink>
        </div>
      </section>
    </article>
  );
}
