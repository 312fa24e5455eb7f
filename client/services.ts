// What loaders need from their environment, handed in through react-router's context: the
// server passes in-process implementations, the browser fetch-based ones. Loaders stay isomorphic.
import { createContext } from 'react-router';
import type { LocaleCode } from '../shared/locales.ts';

export type Messages = { [key: string]: string | Messages | Messages[] | string[] };

export interface SiteInfo {
  origin: string;
  portalUrl: string;
  partnerUrl: string;
  brandName: string;
  buildId: string;
}

export interface Services {
  /** The full merged messages of a locale (its fallback chain applied). */
  messages(locale: LocaleCode): Promise<Messages>;
  /** Site-wide settings; only read on the server (the browser gets them from hydration data). */
  site(): SiteInfo;
  testRoutes: boolean;
}

export const servicesContext = createContext<Services>();
