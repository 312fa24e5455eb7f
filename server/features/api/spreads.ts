// GET /api/spreads[?symbol=EURUSD]: the typical spreads measured from the live feed (quotes
// feature, spreads.ts): per instrument the median, 90th percentile and minimum over the last 24
// hours and 7 days, and the median by hour of day (UTC). Every live instrument is listed, with
// null figures until it has ticked. Computed from memory at most every 30 s per instance, in chunks.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { normalizeQuery } from '../../../shared/schemas/api.ts';
import { instruments, normalizeSymbol } from '../../../shared/quotes/instruments.ts';
import { emptySpreads, RING_HOURS, type InstrumentSpreads } from '../../../shared/quotes/spread-stats.ts';
import { parseInput, sendError } from './errors.ts';
import type { InProcessHandler } from './in-process.ts';

export const spreadsQuery = z.strictObject({
  symbol: z.string().regex(/^[A-Za-z0-9]{1,20}(\.[A-Za-z0-9]{1,10})?$/, 'must be an instrument symbol').optional(),
});

export interface SpreadsAnswer {
  /** When the figures were computed (ISO 8601, UTC). */
  generatedAt: string;
  /** Unit of every figure: (ask - bid) x 10^(digits - 1), the spread pages show (pips, index points). */
  unit: 'pips';
  timeZone: 'UTC';
  windows: { '24h': { hours: 24 }; '7d': { hours: number } };
  instruments: InstrumentSpreads[];
}

interface SpreadsSource {
  figures(symbol: string): InstrumentSpreads | undefined;
  symbols(): string[];
}

const MEMO_MS = 30_000;
/** Instruments computed between two yields to the event loop (~0.02 ms each; 1-3 ms the first time in an hour). */
const CHUNK = 5;

/**
 * All instruments' figures, computed at most every MEMO_MS, once for concurrent callers, in
 * chunks with a yield between them so a few hundred instruments never hold the event loop.
 */
function memoised(source: () => SpreadsSource | undefined): () => Promise<SpreadsAnswer> {
  let last: { at: number; answer: Promise<SpreadsAnswer> } | undefined;
  const compute = async (now: number): Promise<SpreadsAnswer> => {
    const s = source();
    const symbols = [...new Set([...instruments.map((i) => i.symbol), ...(s?.symbols() ?? [])])];
    const list: InstrumentSpreads[] = [];
    for (let i = 0; i < symbols.length; i++) {
      if (i > 0 && i % CHUNK === 0) await new Promise<void>((r) => setImmediate(r));
      list.push(s?.figures(symbols[i]!) ?? emptySpreads(symbols[i]!));
    }
    return { generatedAt: new Date(now).toISOString(), unit: 'pips', timeZone: 'UTC', windows: { '24h': { hours: 24 }, '7d': { hours: RING_HOURS } }, instruments: list };
  };
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= MEMO_MS) {
      const answer = compute(now);
      last = { at: now, answer };
      answer.catch(() => {
        if (last?.answer === answer) last = undefined;
      });
    }
    return last.answer;
  };
}

/** The route's answer to a query (Fastify's parse); throws a ValidationError for bad input. */
export function spreadsAnswer(all: () => Promise<SpreadsAnswer>): InProcessHandler {
  return async (raw) => {
    const query = parseInput(spreadsQuery, normalizeQuery(raw), 'query');
    const answer = await all();
    if (query.symbol === undefined) return { status: 200, body: answer };
    const symbol = normalizeSymbol(query.symbol);
    const one = answer.instruments.find((i) => i.symbol === symbol);
    if (!one) return { status: 404, body: { error: 'not_found', field: 'symbol', message: `No instrument ${symbol}` } };
    return { status: 200, body: { ...answer, instruments: [one] } };
  };
}

export function spreadRoutes(app: FastifyInstance): void {
  const source = () => (app as unknown as { quotes?: { spreads: SpreadsSource } }).quotes?.spreads;
  const answer = spreadsAnswer(memoised(source));
  // Instrument and conditions pages read it while rendering (in-process.ts).
  app.inProcessReads.set('/api/spreads', answer);
  app.get('/api/spreads', async (request, reply) => {
    try {
      const { status, body } = await answer((request.query ?? {}) as Record<string, string | string[]>);
      return reply.code(status).header('cache-control', status === 200 ? 'public, max-age=60' : 'no-store').send(body);
    } catch (error) {
      return sendError(reply, error, request.log);
    }
  });
}
