// The whole HTML document is rendered by React (hydrateRoot(document)), so <html lang dir>,
// head tags and body come from one tree. The root error boundary covers URLs whose locale is
// unknown; errors inside a valid locale are handled by the locale layout (with the frame).
import { isRouteErrorResponse, Outlet, useLocation, useMatches, useRouteError, useRouteLoaderData } from 'react-router';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { getLocale, splitLocalePath, type LocaleCode } from '../shared/locales.ts';
import { alternateLinks, canonicalUrl } from '../shared/seo/alternates.ts';
import { defaultKeywords } from '../shared/brand.ts';
import { hydrationElementId, intlWordsElementId, useDocumentState } from './document-context.ts';
import type { LocaleData, PageData, PageHead, RootData } from './data/loaders.ts';
import { errorTitle, statusOf } from './frame/error-status.ts';
import { ErrorPage } from './frame/lazy-error-page.tsx';
import { KeptJsonLd } from './frame/kept-json-ld.tsx';
import './styles/base.css';

export interface HeadInfo {
  locale: LocaleCode;
  /** Error boundaries render their own <title> (React hoists it into the head). */
  title?: string;
  description?: string;
  /** Path after the locale, for canonical and alternates; undefined for error pages. */
  path?: string;
  noindex?: boolean;
  /** A page module's additions: canonical override, rel prev/next. */
  page?: PageHead;
  jsonLd?: ReactNode;
}

export function Document({ head, children }: { head: HeadInfo; children: ReactNode }) {
  const { assets, hydrationJson, fontPreloads } = useDocumentState();
  // The faces the first screen draws its text with, fetched with the CSS instead of after it
  // (font-display is optional: a face that arrives late is not used for that page view).
  for (const href of fontPreloads ?? []) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  const root = useRouteLoaderData('root') as RootData | undefined;
  const info = getLocale(head.locale);
  const origin = root?.site.origin ?? '';
  return (
    <html lang={info.tag} dir={info.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {head.title ? <title>{head.title}</title> : null}
        {head.description ? <meta name="description" content={head.description} /> : null}
        <meta name="keywords" content={defaultKeywords} />
        {head.noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
        {head.path !== undefined ? <link rel="canonical" href={head.page?.canonical ? origin + head.page.canonical : canonicalUrl(origin, head.locale, head.path)} /> : null}
        {head.page?.prev ? <link rel="prev" href={origin + head.page.prev} /> : null}
        {head.page?.next ? <link rel="next" href={origin + head.page.next} /> : null}
        {head.path !== undefined && !head.noindex && !head.page?.canonical
          ? alternateLinks(origin, head.path, head.page?.alternateLocales).map((a) => <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />)
          : null}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* precedence makes them React stylesheet resources: kept in order, never duplicated. */}
        {assets.css.map((href) => <link key={href} rel="stylesheet" href={href} precedence="default" />)}
        {/* No modulepreload here: the boot script fetches the entry and its chunks after the first
            paint (see client/boot.ts), so they never compete with the CSS and fonts. */}
        {assets.boot ? <script type="module" id="app-boot" src={assets.boot} fetchPriority="low" data-modules={[assets.entry, ...assets.modulePreloads].join(' ')} data-messages={assets.messageBundles ? Object.values(assets.messageBundles).join(' ') : undefined} /> : null}
        {head.jsonLd}
      </head>
      <body>
        {children}
        <script
          type="application/json"
          id={hydrationElementId}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: hydrationJson }}
        />
        <IntlWordsScript />
      </body>
    </html>
  );
}

/**
 * The Intl words the page said on the server (shared/intl-words.ts). A component of its own, after
 * the page: React renders it once the page before it is rendered, so the record is complete.
 */
function IntlWordsScript() {
  const { intlWordsJson } = useDocumentState();
  return <script type="application/json" id={intlWordsElementId} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: intlWordsJson() }} />;
}

/** The page data of the deepest matched page route, if any. */
export function usePageData(): PageData | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const d = matches[i]!.loaderData as Partial<PageData> | undefined;
    if (d && typeof d === 'object' && 'text' in d && 'crumbs' in d) return d as PageData;
  }
  return undefined;
}

export function Root() {
  const page = usePageData();
  const localeData = useRouteLoaderData('locale') as LocaleData | undefined;
  const root = useRouteLoaderData('root') as RootData | undefined;
  // The server builds the head's JSON-LD; the browser keeps what the server wrote (kept-json-ld.tsx).
  const JsonLd = useDocumentState().headJsonLd ?? KeptJsonLd;
  const brandName = root?.site.brandName ?? 'Velora Markets';
  const locale = localeData?.locale ?? 'en';
  const title = page ? (page.name === 'index' ? `${brandName} | ${page.text.title}` : `${page.text.title} | ${brandName}`) : undefined;
  return (
    <Document
      head={{
        locale,
        ...(title ? { title } : {}),
        ...(page ? { description: page.text.description, path: page.path, noindex: page.noindex, ...(page.head ? { page: page.head } : {}) } : {}),
        jsonLd: page && localeData ? <JsonLd locale={locale} page={page} messages={localeData.messages} /> : null,
      }}
    >
      <Outlet />
    </Document>
  );
}

/** Unknown locale prefixes (and anything failing outside a locale): English error page. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const locale: LocaleCode = splitLocalePath(location.pathname)?.locale ?? 'en';
  const status = statusOf(error);
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Document head={{ locale, title: errorTitle(status, root?.site.brandName ?? 'Velora Markets'), noindex: true }}>
      <main id="main" className="error-shell">
        <ErrorPage error={error} locale={locale} />
      </main>
    </Document>
  );
}
