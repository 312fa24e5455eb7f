// The trading glossary (/academy/terminology): every term with its one-paragraph definition as a
// <dl> per index letter, an A-Z index (letters without a term are disabled), a deep link and a
// copy-link button per term (#slug), DefinedTermSet JSON-LD, and an instant search that filters
// as you type. The server renders the whole list (it works without JavaScript); the definitions
// are in the document once: the loader hands them over as a promise, which the hydration data
// leaves out, and while hydrating the page reads them back from the server-rendered list.
import { memo, startTransition, use, useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { TFunction } from '../../i18n.ts';
import type { GlossaryContent } from '../../../shared/content/academy.ts';
import { indexesByEnglish, indexLetters, mergeGlossary, type GlossaryEntry } from '../../../shared/glossary/entries.ts';
import { searchGlossary } from '../../../shared/glossary/search.ts';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { canonicalUrl } from '../../../shared/seo/alternates.ts';
import { definedTermSetJsonLd } from '../../../shared/seo/defined-term-set.ts';
import { pageLoader, pickMessages, type PageData } from '../../data/loaders.ts';
import { servicesContext } from '../../services.ts';
import { settled } from '../../ui/server-html.tsx';
import { JsonLdScript } from '../../frame/json-ld.tsx';
import { useLocale, useSite } from '../../frame/use-locale.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { hydratedEntries } from './glossary-dom.ts';
import { layOutGradually } from './glossary-layout.ts';
import '../../styles/pages/glossary.css';

interface GlossaryData extends PageData {
  /** The entries; a promise, so the hydration data leaves it out (the list in the HTML has them). */
  entries?: Promise<GlossaryEntry[]>;
  total: number;
  /** How many entries are the English text (a language still being translated). */
  inEnglish: number;
  /** Chinese, Thai, Korean, Arabic: the English term is shown beside each term and indexes it. */
  byEnglish: boolean;
}

const listId = 'glossary-list';

export async function loader(args: LoaderFunctionArgs): Promise<GlossaryData> {
  const page = await pageLoader(args);
  const services = args.context.get(servicesContext);
  const locale = args.params.locale as LocaleCode;
  const [english, own, messages] = await Promise.all([
    services.content<GlossaryContent>('academy/glossary', 'en'),
    services.content<GlossaryContent>('academy/glossary', locale),
    services.messages(locale),
  ]);
  if (!english) throw new Error('The English glossary (content/en/academy/glossary.json) is missing');
  const language = getLocale(locale).messages[0]!;
  const entries = mergeGlossary(english.data.terms, own && own.lang !== 'en' ? own.data.terms : null, language, getLocale(locale).tag);
  page.messages = pickMessages(messages, ['glossary']);
  return {
    ...page,
    entries: settled(entries),
    total: entries.length,
    inEnglish: entries.filter((e) => e.lang === 'en').length,
    byEnglish: indexesByEnglish(language),
  };
}

/** The hash's term id, if it is one of ours. */
function hashSlug(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return '';
  }
}

/** Scrolls to a term and moves focus to it (the term is focusable with tabindex=-1). */
function showTerm(slug: string): boolean {
  const target = slug ? document.getElementById(slug) : null;
  if (!target || !target.closest(`#${listId}`)) return false;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'start' });
  return true;
}

interface GlossaryTermProps {
  entry: GlossaryEntry;
  tag: string;
  inEnglish: ReadonlySet<string>;
  mounted: boolean;
  t: TFunction;
  onCopy: (entry: GlossaryEntry) => Promise<void>;
  onRelated: () => void;
}

/**
 * One term: its own component, so that React can yield between terms (the whole list in the
 * page's render was one 90 ms task on a throttled phone when the copy buttons appeared after
 * mount), and a search re-renders only the terms whose props changed.
 */
const GlossaryTerm = memo(function GlossaryTerm({ entry: e, tag, inEnglish, mounted, t, onCopy, onRelated }: GlossaryTermProps) {
  /** lang of a piece inside an entry when it differs from the entry's own (page text in an English entry, or back). */
  const langIn = (english: boolean) => (Boolean(e.lang) === english ? undefined : english ? 'en' : tag);
  return (
    <div className="glossary-term" data-slug={e.slug} data-letter={e.letter} lang={e.lang} dir={e.lang ? 'ltr' : undefined}>
      <dt id={e.slug} tabIndex={-1}>
        <dfn data-field="term">{e.term}</dfn>
        {e.english !== undefined ? <span className="glossary-term__english" lang="en" dir="ltr" data-field="english">{e.english}</span> : null}
        <span className="glossary-term__tools">
          <a className="glossary-term__anchor" href={`#${e.slug}`} lang={langIn(false)} aria-label={t('glossary.linkTo', { term: e.term })}>#</a>
          {mounted ? (
            <button type="button" className="glossary-term__copy" lang={langIn(false)} onClick={() => void onCopy(e)} aria-label={t('glossary.copyLink', { term: e.term })}>
              {t('glossary.copy')}
            </button>
          ) : null}
        </span>
      </dt>
      <dd>
        <p data-field="definition">{e.definition}</p>
        {e.related.length ? (
          <p className="glossary-term__related">
            <span lang={langIn(false)}>{t('glossary.seeAlso')}</span>{' '}
            <span data-field="related">
              {e.related.map((r, i) => (
                <span key={r.slug}>
                  {i > 0 ? ', ' : ''}
                  <a href={`#${r.slug}`} lang={langIn(inEnglish.has(r.slug))} onClick={onRelated}>{r.term}</a>
                </span>
              ))}
            </span>
          </p>
        ) : null}
      </dd>
    </div>
  );
});

export default function GlossaryPage() {
  const page = useLoaderData() as GlossaryData;
  const { t } = usePageMessages(page);
  const id = useId();
  const entries = page.entries ? use(page.entries) : hydratedEntries(page, listId);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const [mounted, setMounted] = useState(false);
  const [copied, setCopied] = useState('');
  const indexRef = useRef<HTMLUListElement>(null);
  const locale = useLocale();
  const tag = getLocale(locale).tag;
  const site = useSite();
  const inEnglish = useMemo(() => new Set(entries.filter((e) => e.lang === 'en').map((e) => e.slug)), [entries]);

  const result = useMemo(() => searchGlossary(entries, deferred), [entries, deferred]);
  const shown = useMemo(() => new Set(result.slugs), [result]);
  const groups = useMemo(() => {
    const out = new Map<string, GlossaryEntry[]>();
    for (const e of entries) if (shown.has(e.slug)) out.set(e.letter, [...(out.get(e.letter) ?? []), e]);
    return out;
  }, [entries, shown]);

  useEffect(() => {
    const list = document.getElementById(listId);
    return list ? layOutGradually(list) : undefined;
  }, []);

  useEffect(() => {
    // A transition: a plain update from an effect re-renders all 228 terms in one blocking task.
    startTransition(() => setMounted(true));
    const onHash = () => {
      const slug = hashSlug();
      if (!slug) return;
      // A term hidden by the search is shown again before it is focused.
      if (!showTerm(slug) && document.getElementById(slug) === null) setQuery('');
    };
    onHash();
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  // After the search is cleared for a deep link, the term exists again: focus it.
  useEffect(() => {
    if (mounted && !deferred) {
      const slug = hashSlug();
      const el = slug ? document.getElementById(slug) : null;
      if (el && document.activeElement !== el && document.activeElement === document.body) showTerm(slug);
    }
  }, [mounted, deferred]);

  const clearQuery = useCallback(() => setQuery(''), []);
  const copyLink = useCallback(async (entry: GlossaryEntry) => {
    const url = `${window.location.origin}${window.location.pathname}#${entry.slug}`;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(t('glossary.copied', { term: entry.term }));
    } catch {
      // No clipboard (insecure context, permission): the address bar gets the link instead.
      window.history.replaceState(window.history.state, '', `#${entry.slug}`);
      setCopied(t('glossary.copyFailed'));
    }
  }, [t]);

  /** Left/Right/Home/End move between the enabled letters (Tab still leaves the index). */
  const onIndexKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = [...(indexRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0 || !links.length) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next = -1;
    if (step) next = (at + step + links.length) % links.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = links.length - 1;
    if (next < 0) return;
    event.preventDefault();
    links[next]!.focus();
  };

  const onLetter = (letter: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    const heading = document.getElementById(`letter-${letter === '#' ? 'num' : letter}`);
    if (!heading) return;
    event.preventDefault();
    window.history.replaceState(window.history.state, '', `#letter-${letter === '#' ? 'num' : letter}`);
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'start' });
  };

  // The DefinedTermSet is made from the entries in the page, not in the loader's head: the head
  // travels in the hydration data, and 200+ terms would be there a second time.
  const termSet = useMemo(
    () =>
      definedTermSetJsonLd({
        url: canonicalUrl(site.origin, locale, '/academy/terminology'),
        name: page.text.title,
        description: page.text.description,
        inLanguage: tag,
        terms: entries.map((e) => ({ slug: e.slug, term: e.term, ...(e.lang ? { inLanguage: 'en' } : {}) })),
      }),
    [site.origin, locale, page.text, tag, entries],
  );
  const count = result.slugs.length;
  // '#' (terms starting with a digit) is in the index only when the glossary has such a term.
  const letters = useMemo(() => indexLetters.filter((l) => l !== '#' || entries.some((e) => e.letter === '#')), [entries]);
  const letterId = (letter: string) => `letter-${letter === '#' ? 'num' : letter}`;
  return (
    <article className="glossary">
      <header className="page-hero">
        <h1>{page.text.title}</h1>
        <p className="page-hero__intro">{page.text.intro}</p>
      </header>
      <div className="glossary__inner">
        <div className="glossary__tools">
          <form className="glossary-search" role="search" onSubmit={(e) => e.preventDefault()} hidden={!mounted}>
            <label htmlFor={`${id}-q`}>{t('glossary.searchLabel')}</label>
            <div className="glossary-search__row">
              <input
                id={`${id}-q`}
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                maxLength={100}
                autoComplete="off"
                spellCheck={false}
                placeholder={t('glossary.searchPlaceholder')}
                aria-describedby={`${id}-count`}
                aria-controls={listId}
              />
              {query ? (
                <button type="button" className="button button--secondary" onClick={() => setQuery('')}>{t('glossary.clear')}</button>
              ) : null}
            </div>
          </form>
          <p id={`${id}-count`} className="glossary__count" role="status">
            {result.all ? t('glossary.count', { count: page.total }) : t('glossary.matches', { count, total: page.total })}
          </p>
          <nav className="glossary-index" aria-label={t('glossary.indexLabel')}>
            <ul ref={indexRef} onKeyDown={onIndexKey}>
              {letters.map((letter) => (
                <li key={letter}>
                  {groups.has(letter) ? (
                    <a href={`#${letterId(letter)}`} onClick={onLetter(letter)} aria-label={letter === '#' ? t('glossary.numbers') : undefined}>{letter}</a>
                  ) : (
                    <span aria-disabled="true" title={t('glossary.emptyLetter', { letter })}>{letter}</span>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          {page.inEnglish > 0 ? <p className="glossary__note" role="note">{t('glossary.englishNote', { count: page.inEnglish })}</p> : null}
        </div>
        {count === 0 ? (
          <p className="glossary__empty">{t('glossary.noMatch', { query: deferred.trim() })}</p>
        ) : null}
        <div id={listId} className="glossary__list">
          {letters.filter((l) => groups.has(l)).map((letter) => (
            <section key={letter} className="glossary-letter" aria-labelledby={letterId(letter)}>
              <h2 id={letterId(letter)} tabIndex={-1}>{letter === '#' ? t('glossary.numbers') : letter}</h2>
              <dl>
                {groups.get(letter)!.map((e) => (
                  <GlossaryTerm key={e.slug} entry={e} tag={tag} inEnglish={inEnglish} mounted={mounted} t={t} onCopy={copyLink} onRelated={clearQuery} />
                ))}
              </dl>
            </section>
          ))}
        </div>
        <p className="glossary__live visually-hidden" aria-live="polite">{copied}</p>
      </div>
      <JsonLdScript data={termSet} />
    </article>
  );
}
