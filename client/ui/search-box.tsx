// The analysis search box (spec 2.2's "search sub-view"): a GET form with role="search" and a
// labelled ?q= field, so it works without JavaScript (the server renders the results at the
// form's address); once hydrated, submitting navigates in place. Extra fields (a category
// select) go in as children; hidden fields keep a filter the page already has.
import { useId, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import './search-box.css';

export interface SearchBoxProps {
  /** Where the form goes: the list itself, or the search page. */
  action: string;
  /** The current search (the field's starting value). */
  q?: string | undefined;
  label: string;
  placeholder?: string;
  button: string;
  /** Hidden fields sent with the search (a filter the page keeps). */
  hidden?: Readonly<Record<string, string>>;
  /** The address of a search, when the page writes its parameters in its own order. */
  href?: (form: FormData) => string;
  className?: string;
  children?: ReactNode;
}

/** `${action}?a=1&q=gold`: every non-empty field in form order, the search trimmed. */
export function formHref(action: string, form: FormData): string {
  const params = new URLSearchParams();
  for (const [name, value] of form) {
    if (typeof value !== 'string') continue;
    const v = name === 'q' ? value.replace(/\s+/g, ' ').trim() : value;
    if (v !== '') params.append(name, v);
  }
  const qs = params.toString();
  return qs ? `${action}?${qs}` : action;
}

export function SearchBox({ action, q, label, placeholder, button, hidden, href, className, children }: SearchBoxProps) {
  const id = useId();
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void navigate(href ? href(form) : formHref(action, form));
  };
  return (
    <form className={`academy-filter search-box${className ? ` ${className}` : ''}`} method="get" action={action} role="search" onSubmit={onSubmit}>
      <div className="academy-filter__field">
        <label htmlFor={`${id}-q`}>{label}</label>
        {/* Keyed by the search, so navigating to another result page shows its words. */}
        <input id={`${id}-q`} key={`q${q ?? ''}`} type="search" name="q" defaultValue={q ?? ''} maxLength={100} enterKeyHint="search" autoComplete="off" {...(placeholder ? { placeholder } : {})} />
      </div>
      {children}
      {hidden ? Object.entries(hidden).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />) : null}
      <button type="submit" className="button button--primary">{button}</button>
    </form>
  );
}
