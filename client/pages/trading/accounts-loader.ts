// Loader of the account pages (account types, funding, swap-free, promotions, help centre,
// individual): the content page's loader (client/data/content-page.ts: texts, content file in the
// best language, namespaces, the route's canonical) handed over flat, as these pages read it,
// with the locale's tag for Intl.
import type { LoaderFunctionArgs } from 'react-router';
import { getLocale } from '../../../shared/locales.ts';
import { contentPageLoader } from '../../data/content-page.ts';
import type { PageData } from '../../data/loaders.ts';

export interface ContentPageData<T> extends PageData {
  /** The content file's data. */
  content: T;
  /** lang attribute for the content's text: set only when it fell back to another language. */
  contentLang?: string;
  /** The locale's BCP 47 tag for Intl. */
  tag: string;
}

export async function accountsPageLoader<T>(args: LoaderFunctionArgs, contentName: string, namespaces: readonly string[] = ['accounts']): Promise<ContentPageData<T>> {
  const { page, locale, content, contentLang } = await contentPageLoader<T>(args, contentName, namespaces);
  return { ...page, content, ...(contentLang !== undefined ? { contentLang } : {}), tag: getLocale(locale).tag };
}
