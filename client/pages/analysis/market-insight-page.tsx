// /analysis/market-insight/{id}: one analysis by the expert team (see news-detail.tsx). This is
// the canonical address: it mirrors /analysis/market-news/{id}, and the list links here.
import type { LoaderFunctionArgs } from 'react-router';
import { newsItemLoader, NewsItemView } from './news-detail.tsx';
import '../../styles/pages/academy.css';
import '../../styles/pages/news.css';

export const loader = (args: LoaderFunctionArgs) => newsItemLoader(args, 'insight');
export default NewsItemView;
