// The page frame of a locale: i18n provider, skip link, navigation bar, breadcrumb, the page,
// footer. Errors inside a valid locale render the error page inside this frame.
import { Suspense, type ReactNode } from 'react';
import { I18nProvider, useTranslation } from '../i18n-context.tsx';
import { isRouteErrorResponse, Outlet, useLocation, useRouteError, useRouteLoaderData } from 'react-router';
import { getLocale, splitLocalePath } from '../../shared/locales.ts';
import type { LocaleData, RootData } from '../data/loaders.ts';
import { i18nFor } from '../i18n.ts';
import { NavBar, useOverlayBar } from './nav-bar.tsx';
import { ToasterLater } from './toaster-later.tsx';
import { errorTitle, statusOf } from './error-status.ts';
import { ErrorPage } from './lazy-error-page.tsx';
import { usePageData } from '../root.tsx';
import { Breadcrumb } from './breadcrumb.tsx';
import { SiteFeaturesLater } from './site-features-later.tsx';
import { HydrateWhenVisible } from '../ui/hydrate-when-visible.tsx';
import { lazyPart } from './lazy-part.tsx';

// Hydrated and loaded lazily (with the entity register it shows: not start-up JavaScript, issue
// 35). Its code also loads once the browser is idle after load: a press on a footer link before
// it has arrived is not seen by React, and the browser does a full page load instead.
const Footer = lazyPart(() => import('./footer.tsx').then((m) => m.Footer));

function Frame({ data, children }: { data: LocaleData; children: ReactNode }) {
  // i18next normalises language codes, so it is keyed by the BCP 47 tag (also what plural rules need).
  const i18n = i18nFor(getLocale(data.locale).tag, data.messages);
  return (
    <I18nProvider i18n={i18n}>
      <SkipLink />
      <NavBar />
      {/* Suspense boundaries split hydration: the bar hydrates first, then the page and the
          footer in their own time-sliced tasks, so the main thread is never blocked for the
          whole document. Nothing here suspends on the server; a page that throws while the
          shell renders still gives the 500 page (client/server-render/entry-server.tsx). */}
      <main id="main" tabIndex={-1}>
        <Suspense fallback={null}>{children}</Suspense>
      </main>
      <HydrateWhenVisible>
        <Footer />
      </HydrateWhenVisible>
      <ToasterLater />
      <SiteFeaturesLater />
    </I18nProvider>
  );
}

function SkipLink() {
  const { t } = useTranslation();
  return <a className="skip-link" href="#main">{t('nav.skipToContent')}</a>;
}

export function LocaleLayout() {
  const data = useRouteLoaderData('locale') as LocaleData;
  const page = usePageData();
  // Where the bar overlays the page (terminal-4), the breadcrumb keeps its top offset clear.
  const overlay = useOverlayBar();
  return (
    <Frame data={data}>
      {page && page.name !== 'index' ? <Breadcrumb crumbs={page.crumbs} overlay={overlay} /> : null}
      <Outlet />
    </Frame>
  );
}

function TranslatedError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const data = useRouteLoaderData('locale') as LocaleData;
  return <ErrorPage error={error} locale={data.locale} t={(key, fallback) => t(key, { defaultValue: fallback })} />;
}

export function LocaleErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const data = useRouteLoaderData('locale') as LocaleData | undefined;
  const root = useRouteLoaderData('root') as RootData | undefined;
  const status = statusOf(error);
  if (!isRouteErrorResponse(error)) console.error(error);
  const title = <title>{errorTitle(status, root?.site.brandName ?? 'Velora Markets')}</title>;
  const robots = <meta name="robots" content="noindex, nofollow" />;
  if (!data) {
    // The locale itself failed to load (an unknown prefix): no messages, English copy.
    return (
      <>
        {title}
        {robots}
        <main id="main" className="error-shell" lang={getLocale(splitLocalePath(location.pathname)?.locale ?? 'en').tag}>
          <ErrorPage error={error} locale="en" />
        </main>
      </>
    );
  }
  return (
    <Frame data={data}>
      {title}
      {robots}
      <TranslatedError error={error} />
    </Frame>
  );
}
