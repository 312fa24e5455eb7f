// /analysis/market-news: the news provider's feed, newest first (see news-list.tsx).
import type { LoaderFunctionArgs } from 'react-router';
import { newsListLoader, NewsListView } from './news-list.tsx';
import '../../styles/pages/academy.css';
import '../../styles/pages/news.css';

export const loader = (args: LoaderFunctionArgs) => newsListLoader(args, 'news');
export default NewsListView;
