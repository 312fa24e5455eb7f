// A searchable country (or dial-code) picker: WAI-ARIA APG "Editable combobox with list
// autocomplete". The input shows the chosen entry; typing filters the list (section 5: country
// names, or dial codes); Down/Up move the active option (aria-activedescendant), Enter chooses,
// Escape closes and clears the search, Alt+Down opens, Tab leaves. A click elsewhere in the
// dialog (or form) closes the list and clears its search. Shared by the sign-up dialog and the
// contact form. Each option shows flag, country and dial code (the flags load with the list).
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { CountryEntry } from '../../shared/countries/index.ts';
import { searchCountries, searchPhoneCodes } from '../../shared/signup/rules.ts';
import { useFlags } from './use-flags.ts';
import './form-fields.css';

export interface CountryComboboxProps {
  kind: 'country' | 'phone';
  label: string;
  list: readonly CountryEntry[];
  value: string;
  onChange: (entry: CountryEntry) => void;
  noResults: string;
  searchHint: string;
  lang?: string;
}

export function CountryCombobox({ kind, label, list, value, onChange, noResults, searchHint, lang }: CountryComboboxProps) {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const selected = list.find((e) => e.classname === value);
  const flagUrl = useFlags(list.length > 0);
  const results = useMemo(() => (kind === 'country' ? searchCountries(list, query) : searchPhoneCodes(list, query)), [kind, list, query]);
  const shown = selected ? (kind === 'country' ? selected.country : `${selected.phoneCo} ${selected.country}`) : '';

  const close = () => {
    setOpen(false);
    setQuery('');
    setActive(-1);
  };
  const show = () => {
    if (open) return;
    setOpen(true);
    setActive(Math.max(0, results.findIndex((e) => e.classname === value)));
  };
  const choose = (entry: CountryEntry | undefined) => {
    if (entry) onChange(entry);
    close();
  };

  // A click anywhere outside this picker (elsewhere in the dialog) closes it and clears its search.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  useEffect(() => {
    if (open && active >= 0) listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    const last = results.length - 1;
    switch (e.key) {
      case 'ArrowDown':
        if (!open || e.altKey) show();
        else setActive((i) => Math.min(last, i + 1));
        break;
      case 'ArrowUp':
        if (!open) show();
        else setActive((i) => Math.max(0, i - 1));
        break;
      case 'Enter':
        if (!open) return;
        choose(results[active] ?? (results.length === 1 ? results[0] : undefined));
        break;
      case 'Escape':
        // Handled here so the dialog itself stays open.
        if (!open && query === '') return;
        close();
        e.stopPropagation();
        break;
      case 'Tab':
        if (open) close();
        return;
      default:
        return;
    }
    e.preventDefault();
  };

  const listId = `${id}-list`;
  const flag = selected ? flagUrl(selected.classname) : undefined;
  return (
    <div ref={rootRef} className={`combo combo--${kind}${open ? ' is-open' : ''}`}>
      <label className="signup-field__label" htmlFor={`${id}-input`}>{label}</label>
      <div className="combo__control">
        {flag ? <img className="combo__flag" src={flag} alt="" width="20" height="15" /> : <span className="combo__flag" aria-hidden="true" />}
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="combo__input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 && results[active] ? `${id}-opt-${results[active]!.classname}` : undefined}
          aria-describedby={`${id}-hint`}
          data-testid={`combo-${kind}`}
          value={open ? query : shown}
          placeholder={open ? shown : undefined}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
            setActive(0);
          }}
          onClick={show}
          onKeyDown={onKeyDown}
          lang={lang}
          // "+65 Singapore" in an Arabic page: the direction comes from the (Latin) text itself,
          // so the dial code is not turned into "Singapore 65+".
          dir="auto"
        />
        <button
          type="button"
          className="combo__toggle"
          tabIndex={-1}
          aria-label={label}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => {
            if (open) close();
            else {
              show();
              inputRef.current?.focus();
            }
          }}
        >
          <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false"><path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" /></svg>
        </button>
      </div>
      <span id={`${id}-hint`} className="visually-hidden">{searchHint}</span>
      <div className="combo__popup" hidden={!open}>
        <ul ref={listRef} id={listId} role="listbox" aria-label={label} className="combo__list" lang={lang}>
          {open
            ? results.map((e, i) => {
                const src = flagUrl(e.classname);
                return (
                  <li
                    key={e.classname}
                    id={`${id}-opt-${e.classname}`}
                    data-index={i}
                    data-code={e.classname}
                    role="option"
                    aria-selected={e.classname === value}
                    className={i === active ? 'combo__option is-active' : 'combo__option'}
                    onPointerDown={(ev) => ev.preventDefault()}
                    onPointerMove={() => setActive(i)}
                    onClick={() => {
                      choose(e);
                      inputRef.current?.focus();
                    }}
                  >
                    {src ? <img className="combo__flag" src={src} alt="" width="20" height="15" loading="lazy" decoding="async" /> : <span className="combo__flag" />}
                    <span className="combo__name">{e.country}</span>
                    <span className="combo__dial" dir="ltr">{e.phoneCo}</span>
                  </li>
                );
              })
            : null}
        </ul>
        {open && results.length === 0 ? <p className="combo__empty" role="status">{noResults}</p> : null}
      </div>
    </div>
  );
}
