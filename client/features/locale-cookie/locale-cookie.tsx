// The locale cookie follows the last locale visited (as @nuxtjs/i18n does: spec 2.1), written
// here in the browser after hydration rather than by the page response, so every visitor of a
// locale and path gets the same bytes and headers (whole pages cached, also by nginx or a CDN).
// The root redirect still writes it on the server (server/features/i18n). Error pages leave it.
import { useEffect } from 'react';
import { localeCookie, localeFromCookieHeader } from '../../../shared/locale-detection.ts';
import type { LocaleCode } from '../../../shared/locales.ts';

export function LocaleCookie({ locale, isPage }: { locale: LocaleCode; isPage: boolean }) {
  useEffect(() => {
    if (isPage && localeFromCookieHeader(document.cookie) !== locale) document.cookie = localeCookie(locale);
  }, [locale, isPage]);
  return null;
}
