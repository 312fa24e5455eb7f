// A page whose text is a content file (content/<language>/<name>.json): the page with the route's
// canonical address when it repeats another page, the content in the best language there is, and
// the message namespaces it needs. Used by the academy's course pages, the editorial guideline
// and, flattened, the account pages (client/pages/trading/accounts-loader.ts).
import type { LoaderFunctionArgs } from 'react-router';
import { getLocale, type LocaleCode } from '../../shared/locales.ts';
import { routes, type RouteEntry } from '../../shared/routes.ts';
import { pageLoader, pickMessages, type PageData } from './loaders.ts';
import { servicesContext, type Services } from '../services.ts';

export interface ContentPage<T> {
  page: PageData;
  locale: LocaleCode;
  services: Services;
  content: T;
  /** lang attribute of the content's text: set only when it fell back to another language. */
  contentLang?: string;
  /** The BCP 47 tag the content is written in (JSON-LD inLanguage). */
  inLanguage: string;
  /** The route's own path, or the canonical one's when this address repeats another page (no leading slash). */
  canonicalPath: string;
}

const routeByName = new Map<string, RouteEntry>(routes.map((r) => [r.name, r]));

export async function contentPageLoader<T>(args: LoaderFunctionArgs, contentName: string, namespaces: readonly string[] = ['courses']): Promise<ContentPage<T>> {
  const page = await pageLoader(args);
  const locale = args.params.locale as LocaleCode;
  const services = args.context.get(servicesContext);
  const [content, messages] = await Promise.all([services.content<T>(contentName, locale), services.messages(locale)]);
  if (!content) throw new Error(`content file ${contentName} is missing`);
  page.messages = pickMessages(messages, namespaces);
  const info = getLocale(locale);
  const fellBack = content.lang !== info.messages[0];
  const canonical = routeByName.get(page.name)?.canonical;
  if (canonical !== undefined) page.head = { ...page.head, canonical: `/${locale}/${canonical}` };
  return {
    page,
    locale,
    services,
    content: content.data,
    ...(fellBack ? { contentLang: content.lang } : {}),
    inLanguage: fellBack ? content.lang : info.tag,
    canonicalPath: canonical ?? page.path.replace(/^\//, ''),
  };
}

/** Replaces the route's generic texts with the content file's (title, description, intro, crumb). */
export function applyCopy(page: PageData, copy: { title: string; description: string; intro: string }, crumb?: string): void {
  page.text = { ...page.text, title: copy.title, description: copy.description, intro: copy.intro };
  const last = page.crumbs.at(-1);
  if (last && crumb) last.name = crumb;
}
