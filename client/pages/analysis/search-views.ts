// What the analysis search reads of each kind of item (shared/analysis-search.ts's SearchableItem).
import type { SearchableItem } from '../../../shared/analysis-search.ts';
import type { Video } from '../../../shared/schemas/media.ts';
import type { NewsSummary } from './news-data.ts';

export const newsSearchable = (n: NewsSummary): SearchableItem => ({
  title: n.title,
  summary: n.summary,
  symbols: n.symbols,
  people: n.author ? [n.author.name] : [],
  date: n.published_at,
});

export const videoSearchable = (v: Video): SearchableItem => ({
  title: v.title,
  summary: v.description,
  symbols: v.instruments,
  people: [v.presenter.name],
  date: v.published_at,
});
