// The typed BFF contract: for every endpoint of endpoints.ts (same names; the compiler checks
// that none is missing or extra) its path parameters, query and answer schemas. The server
// validates input and upstream answers with these and registers its routes from them
// (server/features/api/), the sandbox serves the same paths (server/sandbox/routes/), and the
// client's api() is typed by them (client/data/api.ts imports the types only: no zod in the
// browser's start-up code).
import { z } from 'zod';
import { calendarEvent, calendarQuery } from '../calendar/event.ts';
import { promotionList } from '../schemas/promotions.ts';
import { videoDetailSchema, videoParams, videoSchema, videosQuery, webinarQuery, webinarSchema } from '../schemas/media.ts';
import { corporateEventSchema, economicEventSchema, newsIqSchema, signalSchema } from '../schemas/research.ts';
import {
  articleParams, articlesQuery, authorParams, candlesQuery, emptyQuery, insightParams, insightQuery, languageQuery, listQuery,
  newsByIdQuery, newsQuery, researchQuery, signalsQuery, symbolParams, symbolTodayQuery,
} from '../schemas/api.ts';
import { instrumentCatalogueSchema, instrumentSpecSchema } from '../trading/instrument.ts';
import { articleAliasSchema, articleDetailSchema, articleSchema, articleTagSchema, renderedBody } from './articles.ts';
import { authorGroupSchema, authorSchema } from './authors.ts';
import { candleSchema, quoteSchema } from './market.ts';
import { insightDetailSchema, insightItemSchema, newsDetailSchema, newsItemSchema } from './news.ts';
import type { EndpointName } from './endpoints.ts';

export interface EndpointSchemas {
  /** Path parameters (':slug'); strict. */
  params?: z.ZodObject;
  /** Query parameters; strict: an unknown one is a 400 naming it. */
  query: z.ZodType;
  /** The upstream's `data` when its code is 200. */
  data: z.ZodType;
  /** This server's `data` when it differs from the upstream's (Markdown rendered to html + toc). */
  answer?: z.ZodType;
}

export const contract = {
  articleInfo: { query: languageQuery, data: z.unknown() },
  articles: { query: articlesQuery, data: z.array(articleSchema) },
  article: { params: articleParams, query: languageQuery, data: articleDetailSchema, answer: articleDetailSchema.extend(renderedBody) },
  articleTags: { query: languageQuery, data: z.array(articleTagSchema) },
  articleAlias: { query: emptyQuery, data: z.array(articleAliasSchema) },
  authorList: { query: languageQuery, data: z.array(authorSchema) },
  authorArticles: { params: authorParams, query: listQuery, data: z.array(articleSchema) },
  authorGroups: { query: languageQuery, data: z.array(authorGroupSchema) },
  promotions: { query: listQuery, data: promotionList },
  webinar: { query: webinarQuery, data: z.array(webinarSchema) },
  videoUrls: { query: languageQuery, data: z.union([z.array(z.looseObject({})), z.record(z.string(), z.unknown())]) },
  dividends: { query: emptyQuery, data: z.array(z.looseObject({ symbol: z.string() })) },
  symbol: { params: symbolParams, query: emptyQuery, data: quoteSchema },
  allSymbols: { query: emptyQuery, data: z.array(quoteSchema) },
  symbolToday: { query: symbolTodayQuery, data: z.unknown() },
  news: { query: newsQuery, data: z.array(newsItemSchema) },
  newsById: { query: newsByIdQuery, data: newsDetailSchema, answer: newsDetailSchema.extend(renderedBody) },
  insightList: { query: insightQuery, data: z.array(insightItemSchema) },
  insightById: { params: insightParams, query: z.strictObject({ language: newsQuery.shape.language }), data: insightDetailSchema, answer: insightDetailSchema.extend(renderedBody) },
  researchSignals: { query: signalsQuery, data: z.array(signalSchema) },
  researchCorporateEvents: { query: researchQuery, data: z.array(corporateEventSchema) },
  researchNewsIq: { query: researchQuery, data: z.array(newsIqSchema) },
  researchEconomicCalendar: { query: researchQuery, data: z.array(economicEventSchema) },
  economicCalendar: { query: calendarQuery, data: z.array(calendarEvent) },
  instrumentList: { query: emptyQuery, data: instrumentCatalogueSchema },
  instrument: { params: symbolParams, query: emptyQuery, data: instrumentSpecSchema },
  instrumentCandles: { params: symbolParams, query: candlesQuery, data: z.array(candleSchema) },
  videos: { query: videosQuery, data: z.array(videoSchema) },
  video: { params: videoParams, query: languageQuery, data: videoDetailSchema },
} as const satisfies { [N in EndpointName]: EndpointSchemas };

type Contract = typeof contract;
type AnswerSchema<N extends EndpointName> = Contract[N] extends { answer: infer A extends z.ZodType } ? A : Contract[N]['data'];
type ParamsInput<N extends EndpointName> = Contract[N] extends { params: infer P extends z.ZodType } ? z.input<P> : unknown;

/** What the BFF's `data` is for an endpoint (after its own transform). */
export type AnswerOf<N extends EndpointName> = z.output<AnswerSchema<N>>;
type QueryInput<N extends EndpointName> = string extends keyof z.input<Contract[N]['query']> ? {} : z.input<Contract[N]['query']>;

/** What a caller gives: the path parameters and the query in one object ({ slug, language }). */
export type InputOf<N extends EndpointName> = ParamsInput<N> & QueryInput<N>;

/** The schema the BFF's answer `data` must satisfy. */
export function answerSchema(name: EndpointName): z.ZodType {
  const c: EndpointSchemas = contract[name];
  return c.answer ?? c.data;
}
