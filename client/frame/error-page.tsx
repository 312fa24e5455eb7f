// The error page of spec section 2.3: code, status message, description by code, 'Back to
// Home' and 'Go Back'. Texts come from the locale's messages when present, else English.
import { isRouteErrorResponse, useNavigate } from 'react-router';
import { errorCodeKey, errorTexts } from '../../shared/error-texts.ts';
import type { LocaleCode } from '../../shared/locales.ts';
import type { NotFoundData } from '../data/loaders.ts';

import { statusOf } from './error-status.ts';

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');
}

export type Translate = (key: string, fallback: string) => string;

export function ErrorPage({ error, locale, t }: { error: unknown; locale: LocaleCode; t?: Translate }) {
  const navigate = useNavigate();
  const status = statusOf(error);
  const key = errorCodeKey(status);
  const text: Translate = t ?? ((_key, fallback) => fallback);
  const notFound = isRouteErrorResponse(error) && status === 404 ? (error.data as Partial<NotFoundData> | null) : null;
  const detail =
    notFound?.path !== undefined
      ? fill(text(notFound.kind === 'validation' ? 'error.routeNotFound' : 'error.pageNotFound', notFound.kind === 'validation' ? errorTexts.routeNotFound : errorTexts.pageNotFound), { path: notFound.path })
      : null;
  const home = `/${locale}`;
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__code" aria-hidden="true">{status}</p>
      <h1 id="error-title" className="error-page__title">
        <span className="visually-hidden">{status} </span>
        {text(`error.statusMessage.${key}`, errorTexts.statusMessage[key])}
      </h1>
      <p className="error-page__description">{text(`error.description.${key}`, errorTexts.description[key])}</p>
      {detail ? <p className="error-page__detail">{detail}</p> : null}
      <div className="error-page__actions">
        <a className="button button--primary" href={home}>{text('error.backHome', errorTexts.backHome)}</a>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => (window.history.length > 1 ? navigate(-1) : void navigate(home))}
        >
          {text('error.goBack', errorTexts.goBack)}
        </button>
      </div>
    </section>
  );
}
