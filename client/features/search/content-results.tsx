// Content results beside the menu results (issue 33), for the header's search dialog and the
// mobile menu: the site's top matches for the term as a listbox the text box controls (WAI-ARIA
// APG combobox: Down/Up move through the results, Enter opens the active one, Escape leaves the
// list), a polite status line announcing the count, and a link to the full results page.
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n-context.tsx';
import { SiteLink } from '../../frame/site-link.tsx';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { isolateQuery } from '../../../shared/analysis-search.ts';
import { formatNumber } from '../../../shared/format.ts';
import { siteSearchHref } from '../../../shared/site-search.ts';
import { useSiteSearch, type SiteSearchState } from './use-site-search.ts';
import './content-results.css';

export interface ContentSearch {
  state: SiteSearchState;
  /** Spread on the text box: makes it the combobox of the results. */
  inputProps: {
    role: 'combobox';
    'aria-autocomplete': 'list';
    'aria-expanded': boolean;
    'aria-controls': string;
    'aria-activedescendant'?: string;
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  };
  listboxId: string;
  active: number;
  setActive: (i: number) => void;
  optionId: (i: number) => string;
  choose: (href: string) => void;
}

/**
 * Options are not links (an option holds no interactive element): choosing one, by Enter on the
 * text box or a click, navigates in place and tells the dialog to close.
 */
export function useContentSearch(term: string, locale: LocaleCode, onNavigate: () => void): ContentSearch {
  const state = useSiteSearch(term, locale);
  const navigate = useNavigate();
  const listboxId = useId();
  const [active, setActive] = useState(-1);
  const hits = 'answer' in state && state.answer ? state.answer.hits : [];
  const count = hits.length;
  // A new answer starts with no active option.
  const answer = 'answer' in state ? state.answer : undefined;
  useEffect(() => setActive(-1), [answer]);
  const optionId = (i: number) => `${listboxId}-${i}`;
  const choose = (href: string) => {
    onNavigate();
    void navigate(href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' && count) {
      event.preventDefault();
      setActive((a) => (a + 1) % count);
    } else if (event.key === 'ArrowUp' && count) {
      event.preventDefault();
      setActive((a) => (a <= 0 ? count - 1 : a - 1));
    } else if (event.key === 'Enter' && active >= 0 && active < count) {
      event.preventDefault();
      choose(hits[active]!.href);
    } else if (event.key === 'Escape' && active >= 0) {
      // Leaves the list; a second Escape closes the dialog.
      event.preventDefault();
      event.stopPropagation();
      setActive(-1);
    }
  };
  return {
    state,
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': count > 0,
      'aria-controls': listboxId,
      ...(active >= 0 && active < count ? { 'aria-activedescendant': optionId(active) } : {}),
      onKeyDown,
    },
    listboxId,
    active,
    setActive,
    optionId,
    choose,
  };
}

export function ContentResults({ search, locale, onNavigate, className }: { search: ContentSearch; locale: LocaleCode; onNavigate: () => void; className?: string }) {
  const { t } = useTranslation();
  const { state, listboxId, active, optionId, choose, setActive } = search;
  const info = getLocale(locale);
  const q = state.status === 'idle' ? '' : state.q;
  const shownQ = isolateQuery(q, info.dir);
  const answer = 'answer' in state ? state.answer : undefined;
  const hits = answer?.hits ?? [];
  const status =
    state.status === 'idle' ? '' :
    state.status === 'loading' ? t('searchDialog.searching') :
    state.status === 'error' ? t('searchDialog.error') :
    state.answer.total === 0 ? t('searchDialog.none', { q: shownQ }) :
    t('searchDialog.count', { n: formatNumber(state.answer.total, info.tag, 0) });
  const headingId = `${listboxId}-h`;
  return (
    <section
      className={`content-results${className ? ` ${className}` : ''}`}
      aria-labelledby={headingId}
      hidden={state.status === 'idle'}
      aria-busy={state.status === 'loading'}
      data-q={answer?.q}
    >
      <h3 id={headingId} className="content-results__heading">{t('searchDialog.heading')}</h3>
      <p className="content-results__status" role="status" aria-live="polite">{status}</p>
      <ul id={listboxId} role="listbox" aria-labelledby={headingId} className="content-results__list">
        {hits.map((h, i) => (
          // Pointer users click an option; keyboard users reach it from the text box (APG).
          <li
            key={h.href}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className="content-result"
            data-kind={h.kind}
            data-href={h.href}
            onClick={() => choose(h.href)}
            onPointerEnter={() => setActive(i)}
          >
            <span className="content-result__title" lang={h.lang}>{h.title}</span>
            <span className="content-result__kind">{t(`searchDialog.kind.${h.kind}`)}</span>
          </li>
        ))}
      </ul>
      {q && answer && answer.total > 0 ? (
        <p className="content-results__all">
          <SiteLink to={siteSearchHref(locale, q)} onClick={onNavigate}>{t('searchDialog.all', { q: shownQ })}</SiteLink>
        </p>
      ) : null}
    </section>
  );
}
