// /analysis/market-insight: the broker's own analysis by the expert team (see news-list.tsx).
import type { LoaderFunctionArgs } from 'react-router';
import { newsListLoader, NewsListView } from './news-list.tsx';
import '../../styles/pages/academy.css';
import '../../styles/pages/news.css';

export const loader = (args: LoaderFunctionArgs) => newsListLoader(args, 'insight');
export default NewsListView;
