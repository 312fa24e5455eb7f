// The about family's loader base: the route's page data plus the family's texts (namespace
// 'about', handed to the page only), and helpers its pages share.
import type { LoaderFunctionArgs } from 'react-router';
import { pageLoader, pickMessages, type PageData } from '../../data/loaders.ts';
import { servicesContext } from '../../services.ts';
import type { LocaleCode } from '../../../shared/locales.ts';

export async function aboutLoader(args: LoaderFunctionArgs): Promise<PageData> {
  const page = await pageLoader(args);
  const services = args.context.get(servicesContext);
  page.messages = pickMessages(await services.messages(args.params.locale as LocaleCode), ['about', 'entities']);
  return page;
}

/** A content file of the family for the page's locale (English fallback), or null. */
export async function aboutContent<T>(args: LoaderFunctionArgs, name: string): Promise<{ lang: string; data: T } | null> {
  return args.context.get(servicesContext).content<T>(`about/${name}`, args.params.locale as LocaleCode);
}
