// Loader of the account pages (account types, funding, swap-free, promotions, help centre,
// individual): the page's texts, its content file (with the language it is written in) and the
// 'accounts' message namespace.
import type { LoaderFunctionArgs } from 'react-router';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { pageLoader, pickMessages, type PageData } from '../../data/loaders.ts';
import { servicesContext } from '../../services.ts';

export interface ContentPageData<T> extends PageData {
  /** The content file's data and language ('en' when it fell back to English). */
  content: T;
  /** lang attribute for the content's text: set only when it fell back to another language. */
  contentLang?: string;
  /** The locale's BCP 47 tag for Intl. */
  tag: string;
}

export async function accountsPageLoader<T>(args: LoaderFunctionArgs, contentName: string, namespaces: readonly string[] = ['accounts']): Promise<ContentPageData<T>> {
  const page = await pageLoader(args);
  const locale = args.params.locale as LocaleCode;
  const services = args.context.get(servicesContext);
  const [content, messages] = await Promise.all([services.content<T>(contentName, locale), services.messages(locale)]);
  if (!content) throw new Error(`content file ${contentName} is missing`);
  page.messages = pickMessages(messages, namespaces);
  const info = getLocale(locale);
  const fellBack = content.lang !== info.messages[0];
  return { ...page, content: content.data, ...(fellBack ? { contentLang: content.lang } : {}), tag: info.tag };
}

