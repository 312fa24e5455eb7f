// Company news: articles of tag 3 from the BFF (/api/articles), in the article language of the
// locale. Detail pages live at /about/company/{alias}.
import type { LoaderFunctionArgs } from 'react-router';
import { servicesContext } from '../../services.ts';
import { api } from '../../data/api.ts';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';

export const COMPANY_NEWS_TAG = 3;

export interface NewsItem {
  id: number;
  title: string;
  description?: string;
  image?: string;
  alias?: string;
  published_at?: string;
  author?: { name?: string };
}

function articleLanguage(locale: LocaleCode): 'zh-hans' | 'zh-hant' | 'en' {
  const tag = getLocale(locale).tag;
  return tag.startsWith('zh-Hans') ? 'zh-hans' : tag.startsWith('zh-Hant') ? 'zh-hant' : 'en';
}

/** The newest company news (null when the API fails: the page says so instead of failing). */
export async function companyNews(args: LoaderFunctionArgs, limit: number): Promise<NewsItem[] | null> {
  const services = args.context.get(servicesContext);
  const answer = await api(services, 'articles', { tags_ids: [COMPANY_NEWS_TAG], limit, language: articleLanguage(args.params.locale as LocaleCode) }, { signal: args.request.signal });
  return answer.ok ? (answer.data as NewsItem[]).filter((a) => typeof a.alias === 'string' && /^[a-z0-9-]+$/.test(a.alias)) : null;
}
