// The search dialog of spec 2.3 / 5: title, close, a category drop-down (default 'all'), a text
// box and a search button; search on input and on Enter; keyword and popular tags that set the
// term and emit a search event; at most 10 results under 'Search result (N)'; a result click
// navigates and closes. A modal dialog; closing (unmounting) clears the term and results.
// After the results, links carry the term to the full-text searches of the editorial content
// (market analysis, academy articles), which the menu index does not hold.
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n-context.tsx';
import { SiteLink } from '../../frame/site-link.tsx';
import { menu, sectionLinks } from '../../../shared/menu.ts';
import { ALL_CATEGORIES, buildSearchIndex, categoryLabel, normaliseTerm, searchEntries, searchEventName, type SearchEvent } from '../../../shared/search.ts';
import { ModalDialog } from '../../ui/dialog.tsx';
import { DropdownListbox } from '../../ui/listbox.tsx';
import { Icon } from '../../ui/icons.tsx';
import { useLocale } from '../../frame/use-locale.ts';
import { editorialSearchLinks } from '../../../shared/search-elsewhere.ts';
import { isolateQuery } from '../../../shared/analysis-search.ts';
import { getLocale } from '../../../shared/locales.ts';
import { ContentResults, useContentSearch } from './content-results.tsx';
import './search-dialog.css';

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : [];
}

export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState('');
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  const [keywords, setKeywords] = useState(() => strings(t('search.keywords', { returnObjects: true })));
  const popular = useMemo(() => strings(t('search.popular', { returnObjects: true })), [t]);

  const allLabel = t('search.all');
  const categories = useMemo(
    () => [{ value: ALL_CATEGORIES, label: allLabel }, ...menu.map((s) => ({ value: s.key as string, label: t(`sections.${s.key}.title`) }))],
    [t, allLabel],
  );
  const index = useMemo(
    () =>
      buildSearchIndex(
        menu.map((s) => ({
          title: t(`sections.${s.key}.title`),
          items: sectionLinks(s).map((l) => ({ title: t(`pages.${l.name}.breadcrumb`), path: l.path })),
        })),
      ),
    [t],
  );
  const selectedLabel = categoryLabel(categories, category, allLabel);
  const filter = category === ALL_CATEGORIES || !categories.some((c) => c.value === category) ? ALL_CATEGORIES : selectedLabel;
  const results = searchEntries(index, term, filter);
  const searching = normaliseTerm(term) !== null;
  const elsewhere = editorialSearchLinks(locale, term);
  const shownTerm = isolateQuery(term.replace(/\s+/g, ' ').trim(), getLocale(locale).dir);
  // The site's content beside the menu entries (issue 33): the server's index, asked as you type.
  const content = useContentSearch(term, locale, onClose);

  const emit = (value: string) => {
    const detail: SearchEvent = { term: value, category };
    window.dispatchEvent(new CustomEvent<SearchEvent>(searchEventName, { detail }));
  };
  const runTag = (value: string) => {
    setTerm(value);
    emit(value);
    inputRef.current?.focus();
  };

  return (
    <ModalDialog onClose={onClose} labelledBy={`${id}-title`} className="search-dialog" initialFocus={inputRef}>
      <div className="search-dialog__header">
        <h2 id={`${id}-title`} className="search-dialog__title">{t('search.title')}</h2>
        <button type="button" className="icon-button" aria-label={t('search.close')} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <form
        role="search"
        className="search-dialog__form"
        onSubmit={(e) => {
          e.preventDefault();
          const value = normaliseTerm(term);
          if (value) emit(value);
        }}
      >
        <DropdownListbox
          className="search-dialog__category"
          label={t('search.category')}
          value={category}
          options={categories.map((c) => ({ value: c.value, text: c.label }))}
          buttonContent={<span>{selectedLabel}</span>}
          onChange={setCategory}
        />
        <label className="visually-hidden" htmlFor={`${id}-term`}>{t('search.label')}</label>
        <input
          ref={inputRef}
          id={`${id}-term`}
          className="search-dialog__input"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('search.placeholder')}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          {...content.inputProps}
        />
        <button type="submit" className="button button--primary search-dialog__submit">
          <Icon name="search" size={18} />
          <span>{t('search.submit')}</span>
        </button>
      </form>
      {/* The category row (spec 2.3: tabs with an active state, partly visible): a scrollable
          strip of filter toggles that mirrors the drop-down. */}
      <div className="search-dialog__categories" role="group" aria-label={t('search.category')}>
        {categories.map((c) => (
          <button
            key={c.value}
            type="button"
            className="search-dialog__category-tab"
            aria-pressed={c.value === category}
            onClick={() => setCategory(c.value)}
          >
            {c.label}
          </button>
        ))}
      </div>
      <div className="search-dialog__body">
        {searching ? (
          <section aria-labelledby={`${id}-results`} className="search-dialog__results">
            <h3 id={`${id}-results`} aria-live="polite">{t('search.resultHeading', { count: results.length })}</h3>
            {results.length ? (
              <ul>
                {results.map((r) => (
                  <li key={r.path}>
                    <SiteLink to={`/${locale}${r.path}`} onClick={onClose} className="search-result">
                      <span className="search-result__title">{r.title}</span>
                      <span className="search-result__category">{r.category}</span>
                      <span className="search-result__path" dir="ltr">{`/${locale}${r.path}`}</span>
                    </SiteLink>
                  </li>
                ))}
              </ul>
            ) : (
              <div className="search-dialog__empty">
                <p>{t('search.noResults')}</p>
                <p>{t('search.tryDifferent')}</p>
              </div>
            )}
            {elsewhere.length ? (
              <ul className="search-dialog__elsewhere">
                {elsewhere.map((link) => (
                  <li key={link.kind}>
                    <SiteLink to={link.href} onClick={onClose} className="search-elsewhere">
                      <Icon name="search" size={16} />
                      <span>{t(link.kind === 'analysis' ? 'search.inAnalysis' : 'search.inAcademy', { term: shownTerm })}</span>
                    </SiteLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ) : null}
        {searching ? <ContentResults search={content} locale={locale} onNavigate={onClose} /> : null}
        {keywords.length ? (
          <section aria-labelledby={`${id}-kw`} className="search-dialog__tags">
            <h3 id={`${id}-kw`}>{t('search.keywordsTitle')}</h3>
            <ul className="tag-list">
              {keywords.map((k) => (
                <li key={k} className="tag">
                  <button type="button" className="tag__term" onClick={() => runTag(k)}>{k}</button>
                  <button type="button" className="tag__remove" aria-label={t('search.removeKeyword', { keyword: k })} onClick={() => setKeywords((ks) => ks.filter((x) => x !== k))}>×</button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {popular.length ? (
          <section aria-labelledby={`${id}-pop`} className="search-dialog__tags">
            <h3 id={`${id}-pop`}>{t('search.popularTitle')}</h3>
            <ul className="tag-list">
              {popular.map((k) => (
                <li key={k} className="tag tag--popular">
                  <button type="button" className="tag__term" onClick={() => runTag(k)}>{k}</button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </ModalDialog>
  );
}
