// /analysis/market-news/{id}: one story of the news provider's feed (see news-detail.tsx).
import type { LoaderFunctionArgs } from 'react-router';
import { newsItemLoader, NewsItemView } from './news-detail.tsx';
import '../../styles/pages/academy.css';
import '../../styles/pages/news.css';

export const loader = (args: LoaderFunctionArgs) => newsItemLoader(args, 'news');
export default NewsItemView;
