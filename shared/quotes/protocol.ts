// The public protocol of GET /ws/quotes (issue 4). Keep it exactly: browsers of older deploys
// speak it. Client -> server: subscribe, unsubscribe. Server -> client: snapshot, quotes, error.
import { z } from 'zod';

/** At most this many symbols in one subscribe frame and per socket. */
export const MAX_SYMBOLS = 50;

const symbolList = z.array(z.string().min(1).max(32)).max(MAX_SYMBOLS, `at most ${MAX_SYMBOLS} symbols`);

export const subscribeMessage = z.object({ type: z.literal('subscribe'), symbols: symbolList });
export const unsubscribeMessage = z.object({ type: z.literal('unsubscribe'), symbols: symbolList });
export const clientMessage = z.discriminatedUnion('type', [subscribeMessage, unsubscribeMessage]);
export type ClientMessage = z.infer<typeof clientMessage>;

export const wireQuote = z.object({
  symbol: z.string(),
  bid: z.number(),
  ask: z.number(),
  digits: z.number().int(),
  /** Time of the tick, epoch ms (set where the tick entered the system). */
  ts: z.number(),
});
export type WireQuote = z.infer<typeof wireQuote>;

export const snapshotMessage = z.object({
  type: z.literal('snapshot'),
  quotes: z.array(wireQuote),
  /** Symbols of the subscribe frame that the server does not know (not fatal). */
  unknown: z.array(z.string()).optional(),
});
export const quotesMessage = z.object({
  type: z.literal('quotes'),
  quotes: z.array(wireQuote),
  /** Server send time, epoch ms (lets a client measure delivery latency). */
  ts: z.number().optional(),
});
export const errorMessage = z.object({ type: z.literal('error'), message: z.string() });
export const serverMessage = z.discriminatedUnion('type', [snapshotMessage, quotesMessage, errorMessage]);
export type ServerMessage = z.infer<typeof serverMessage>;

/** Parses one text frame from a browser; never throws. */
export function parseClientMessage(text: string): { ok: true; message: ClientMessage } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'invalid JSON' };
  }
  const parsed = clientMessage.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
    return { ok: false, error: `invalid message: ${where}${issue.message}` };
  }
  return { ok: true, message: parsed.data };
}
