// /analysis/market-insight/article/{id}: the route table's second address of an insight. The
// canonical one is /analysis/market-insight/{id}; a known item redirects there (301), an unknown
// one is the 404 page. Nothing renders here.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { servicesContext } from '../../services.ts';
import type { LocaleCode } from '../../../shared/locales.ts';
import { pageLoader } from '../../data/loaders.ts';
import { insightPath } from '../../../shared/news/list-query.ts';
import { loadItem } from './news-detail.tsx';

export async function loader(args: LoaderFunctionArgs): Promise<never> {
  await pageLoader(args);
  const services = args.context.get(servicesContext);
  const locale = args.params.locale as LocaleCode;
  const url = new URL(args.request.url);
  const item = await loadItem(services, 'insight', args.params['*'] ?? '', locale, url, args.request.signal);
  throw redirect(`/${locale}${insightPath(item.id)}${url.search}`, 301);
}

export default function MarketInsightArticlePage() {
  return null;
}
