// What loaders need from their environment, handed in through react-router's context: the
// server passes in-process implementations, the browser fetch-based ones. Loaders stay isomorphic.
import { createContext } from 'react-router';
import type { LocaleCode, MessageLanguage } from '../shared/locales.ts';

export type Messages = { [key: string]: string | Messages | Messages[] | string[] };

export interface SiteInfo {
  origin: string;
  portalUrl: string;
  partnerUrl: string;
  brandName: string;
  buildId: string;
  /** The sign-up form's invisible captcha (public site key, provider script, action). */
  captcha?: { siteKey: string; scriptUrl: string; action: string };
  /** Configured third-party scripts; an absent key is off. */
  thirdParty?: { gtmUrl?: string; gtmId?: string; translateWidgetUrl?: string; chatWidgetUrl?: string };
}

/** An answer of this server's /api: status and parsed JSON body (null when not JSON). */
export interface ApiAnswer<T = unknown> {
  status: number;
  body: T | null;
}

export type ApiQuery = Record<string, string | number | readonly (string | number)[] | undefined>;

/** '/api/articles', { tags_ids: [4], limit: 3 } -> '/api/articles?tags_ids[]=4&limit=3' */
export function apiUrl(path: string, query: ApiQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) params.append(`${key}[]`, String(v));
    else params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export interface ContentAnswer<T = unknown> {
  lang: MessageLanguage;
  data: T;
}

export interface Services {
  /**
   * GET one of this server's /api endpoints (same validation, cache and shapes everywhere):
   * in-process on the server, fetch in the browser. Never throws: failures are a status.
   */
  api<T = unknown>(path: string, query?: ApiQuery, options?: { signal?: AbortSignal }): Promise<ApiAnswer<T>>;
  /** The full merged messages of a locale (its fallback chain applied). */
  messages(locale: LocaleCode): Promise<Messages>;
  /**
   * A content file of the site's evergreen copy (content/<language>/<name>.json) for a locale:
   * its data and the language it is written in (English when untranslated); null when unknown.
   */
  content<T = unknown>(name: string, locale: LocaleCode): Promise<ContentAnswer<T> | null>;
  /** Site-wide settings; only read on the server (the browser gets them from hydration data). */
  site(): SiteInfo;
  testRoutes: boolean;
}

export const servicesContext = createContext<Services>();
