// Analysis: news, insight, videos, the economic calendar and the expert team.
import { brand } from '../brand.ts';
import { contentPage, defineFamily, definePage as page, minute } from '../route-entry.ts';

const b = brand.slug;
const lists = ['page', 'category', 'q'];

export const analysisRoutes = defineFamily({ llms: 'Analysis' }, [
  // Newest news, insight, videos and the next releases.
  page('analysis/overview', 'analysis/analysis-overview-page', { sectionHome: true, cache: { ttlMs: 2 * minute } }),
  page('analysis/article'),
  page('analysis/article-tv-{id*}', 'media/video-page'),
  // "Upcoming" moves with the clock.
  page('analysis/economic-calendar', 'analysis/economic-calendar-page', { cache: { ttlMs: minute, query: ['week', 'day', 'country', 'importance', 'tz'] } }),
  page('analysis/individual/{id*}'),
  page('analysis/market-insight', 'analysis/market-insight-list-page', { cache: { ttlMs: 5 * minute, query: lists } }),
  page('analysis/market-insight/{id*}', 'analysis/market-insight-page'),
  page('analysis/market-insight/article/{id*}', 'analysis/market-insight-article-page'),
  page('analysis/market-news', 'analysis/market-news-list-page', { cache: { ttlMs: 2 * minute, query: lists } }), // newest first
  page('analysis/market-news/{id*}', 'analysis/market-news-page'),
  page('analysis/our-expert-team', 'experts/expert-team-page', { cache: { ttlMs: 30 * minute } }),
  page('analysis/our-expert-team/{id*}', 'experts/expert-page'),
  page('analysis/our-expert-team/group/{id*}', 'experts/expert-group-page'),
  page(`analysis/${b}-editorial-guideline`, 'analysis/editorial-guideline-page'),
  page(`analysis/${b}-tv`, 'media/video-list-page', { cache: { ttlMs: 10 * minute, query: ['category', 'q'], fold: { q: 'list-q' } } }), // the video library
  page('analysis/components/max-tabs', contentPage, { noindex: true }),
  // Searches the news feed.
  page('analysis/components/search', 'analysis/analysis-search-page', { noindex: true, cache: { ttlMs: 2 * minute, query: ['q'], fold: { q: 'list-q' } } }),
]);
