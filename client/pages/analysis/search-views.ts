// What the analysis search reads of a news or insight item (shared/analysis-search.ts's SearchableItem;
// a video's is there too, videoSearchable, as the Velora TV list searches videos as well).
import type { SearchableItem } from '../../../shared/analysis-search.ts';
import type { NewsSummary } from './news-data.ts';

export const newsSearchable = (n: NewsSummary): SearchableItem => ({
  title: n.title,
  summary: n.summary,
  symbols: n.symbols,
  people: n.author ? [n.author.name] : [],
  date: n.published_at,
});
