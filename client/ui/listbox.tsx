// A collapsible drop-down listbox (WAI-ARIA APG "Listbox", collapsible variant): a button shows
// the value; opening moves focus to the listbox, whose active option is aria-activedescendant.
// Up/Down/Home/End move, a letter jumps, Enter/Space choose, Escape/Tab close, a click outside
// closes. The list is rendered only while open, so the server HTML is just the button.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface ListboxOption<T extends string> {
  value: T;
  /** Plain text (type-ahead, accessible name). */
  text: string;
  content?: ReactNode;
  lang?: string;
}

export interface DropdownListboxProps<T extends string> {
  label: string;
  options: readonly ListboxOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** What the button shows (defaults to the selected option's text). */
  buttonContent?: ReactNode;
  className?: string;
  /** Hide the visible label (it stays as the accessible name). */
  hideLabel?: boolean;
  /** A fixed base for the element ids (one listbox per page, rendered apart): else useId(). */
  id?: string;
}

export function DropdownListbox<T extends string>({ label, options, value, onChange, buttonContent, className, hideLabel = true, id: fixedId }: DropdownListboxProps<T>) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const selectedIndex = Math.max(0, options.findIndex((o) => o.value === value));
  const selected = options[selectedIndex];

  useEffect(() => {
    if (!open) return;
    listRef.current?.focus();
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (open) listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  const show = (index = selectedIndex) => {
    setActive(index);
    setOpen(true);
  };
  const close = (focusButton = true) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };
  const choose = (index: number) => {
    const o = options[index];
    close();
    if (o && o.value !== value) onChange(o.value);
  };

  const onListKeyDown = (e: React.KeyboardEvent) => {
    const last = options.length - 1;
    switch (e.key) {
      case 'ArrowDown': setActive((i) => Math.min(last, i + 1)); break;
      case 'ArrowUp': setActive((i) => Math.max(0, i - 1)); break;
      case 'Home': setActive(0); break;
      case 'End': setActive(last); break;
      case 'Enter':
      case ' ': choose(active); break;
      case 'Escape': close(); break;
      case 'Tab': setOpen(false); return;
      default: {
        if (e.key.length !== 1) return;
        const k = e.key.toLocaleLowerCase();
        const from = options.findIndex((o, i) => i > active && o.text.toLocaleLowerCase().startsWith(k));
        const found = from >= 0 ? from : options.findIndex((o) => o.text.toLocaleLowerCase().startsWith(k));
        if (found >= 0) setActive(found);
        else return;
      }
    }
    e.preventDefault();
    e.stopPropagation();
  };

  return (
    <div ref={rootRef} className={className ? `listbox ${className}` : 'listbox'}>
      <span id={`${id}-label`} className={hideLabel ? 'visually-hidden' : 'listbox__label'}>{label}</span>
      <button
        ref={buttonRef}
        id={`${id}-button`}
        type="button"
        className="listbox__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-button`}
        onClick={() => (open ? close(false) : show())}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            show();
          }
        }}
      >
        {buttonContent ?? <span>{selected?.text}</span>}
        <svg className="listbox__chevron" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false"><path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" /></svg>
      </button>
      {open ? (
        <ul
          ref={listRef}
          role="listbox"
          tabIndex={0}
          className="listbox__list"
          aria-labelledby={`${id}-label`}
          aria-activedescendant={`${id}-opt-${active}`}
          onKeyDown={onListKeyDown}
          onBlur={(e) => {
            if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
          }}
        >
          {options.map((o, i) => (
            <li
              key={o.value}
              id={`${id}-opt-${i}`}
              data-index={i}
              role="option"
              aria-selected={o.value === value}
              lang={o.lang}
              className={i === active ? 'listbox__option is-active' : 'listbox__option'}
              onPointerMove={() => setActive(i)}
              onClick={() => choose(i)}
            >
              {o.content ?? o.text}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
