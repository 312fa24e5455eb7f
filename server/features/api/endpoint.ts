// A cached read endpoint: the contract (shared/api/: path, upstream path, query and answer
// schemas) plus this server's policy (cache lifetimes, transform) gives the route (GET /api/...),
// the upstream call and readEndpoint(), the in-process read server documents use. Input is
// validated before anything else; the cache key is the endpoint plus the normalised, validated
// input, so 'tags_ids[]=4&limit=3' and 'limit=3&tags_ids=4' share it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { normalizeQuery } from '../../../shared/schemas/api.ts';
import { contract, type EndpointSchemas } from '../../../shared/api/contract.ts';
import { endpoints, fillPath, type EndpointName } from '../../../shared/api/endpoints.ts';
import { isSuccessCode } from '../../../shared/api/envelope.ts';
import type { WrapResult } from '../../plugins/cache.ts';
import { assertSafePath, UpstreamBadResponseError, UpstreamError, UpstreamHttpError, type QueryValue } from '../../plugins/upstream.ts';
import { parseInput, sendError } from './errors.ts';

export interface EndpointDef {
  /** Short name: cache keys, logs. */
  name: string;
  /** This server's route. */
  route: string;
  query: z.ZodType;
  params?: z.ZodType;
  /** The upstream path for validated params (build with upstreamPath`...`). */
  upstreamPath: (params: Record<string, string>) => string;
  /** Shape of `data` when the answer's code is 200 (or absent). */
  data: z.ZodType;
  ttlMs: number;
  staleWhileRevalidateMs: number;
  /** Turns the validated data into what this server answers (cached as transformed). */
  transform?: (data: unknown, input: { params: Record<string, string>; query: Record<string, QueryValue> }) => unknown;
  /** Browser cache lifetime (s); default min(ttl, 60 s). */
  browserMaxAgeS?: number;
}

/** The upstream's envelope: { code, data, ... }; code 200 (or no code) means success. */
const envelope = z.looseObject({ code: z.union([z.number(), z.string()]).optional(), data: z.unknown().optional() });
export type Envelope = z.infer<typeof envelope>;

/** A well-formed answer with a non-200 code: passed on as-is, never cached. */
export class UpstreamSoftError extends UpstreamError {
  constructor(body: Envelope) {
    super(`upstream answered code ${String(body.code)}`);
    this.status = 200;
    this.body = body;
  }
}

/** Errors for which a stale answer is better than the error. */
export function isTransient(error: unknown): boolean {
  if (error instanceof UpstreamHttpError) return error.status >= 500 || error.status === 408 || error.status === 429;
  return error instanceof UpstreamError;
}

export function cacheKey(def: EndpointDef, params: unknown, query: unknown): string {
  return `api:${def.name}:${stableJson(params ?? {})}:${stableJson(query)}`;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).filter((k) => (value as Record<string, unknown>)[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

async function fetchFromUpstream(app: FastifyInstance, def: EndpointDef, params: Record<string, string>, query: Record<string, QueryValue>): Promise<Envelope> {
  const res = await app.upstream.request<unknown>({ path: def.upstreamPath(params), query, name: def.name, schema: envelope });
  const body = res.data as Envelope;
  if (!isSuccessCode(body.code)) throw new UpstreamSoftError(body);
  const data = def.data.safeParse(body.data);
  if (!data.success) {
    const issues = data.error.issues.slice(0, 5).map((i) => `data.${i.path.join('.')}: ${i.message}`);
    app.log.error({ upstream: def.name, issues }, 'upstream answer does not match its schema');
    throw new UpstreamBadResponseError(issues.join('; '));
  }
  return def.transform ? { ...body, data: def.transform(data.data, { params, query }) } : body;
}

/** Validates input, then answers from the cache or the upstream. Throws ValidationError/UpstreamError. */
export async function callEndpoint(app: FastifyInstance, def: EndpointDef, rawParams: unknown, rawQuery: unknown): Promise<WrapResult<Envelope>> {
  const params = (def.params ? parseInput(def.params, rawParams ?? {}, 'params') : {}) as Record<string, string>;
  const query = parseInput(def.query, rawQuery ?? {}, 'query') as Record<string, QueryValue>;
  return app.cache.wrap(cacheKey(def, params, query), () => fetchFromUpstream(app, def, params, query), {
    ttlMs: def.ttlMs,
    staleWhileRevalidateMs: def.staleWhileRevalidateMs,
    staleIfErrorMs: app.apiConfig?.CACHE_STALE_IF_ERROR_MS,
    slowMs: app.apiConfig?.CACHE_SLOW_MS,
    isTransient,
  });
}

/** This server's part of an endpoint: how long its answers are cached, and what it adds to them. */
export interface EndpointPolicy {
  ttlMs: number;
  staleWhileRevalidateMs: number;
  transform?: EndpointDef['transform'];
  browserMaxAgeS?: number;
  /** Path parameters as the upstream wants them (e.g. symbols upper-cased). */
  upstreamParams?: (params: Record<string, string>) => Record<string, string>;
}

/** The server's endpoint definition from the contract entry `name` and this server's policy. */
export function serverEndpoint(name: EndpointName, policy: EndpointPolicy): EndpointDef {
  const paths = endpoints[name];
  const schemas: EndpointSchemas = contract[name];
  const { upstreamParams, ...rest } = policy;
  return {
    name: paths.name,
    route: paths.path,
    query: schemas.query,
    ...(schemas.params ? { params: schemas.params } : {}),
    upstreamPath: (params) => {
      const path = fillPath(paths.upstream, upstreamParams ? upstreamParams(params) : params);
      assertSafePath(path);
      return path;
    },
    data: schemas.data,
    ...rest,
  };
}

/**
 * In-process read for server documents (sitemaps, llms.txt, Markdown copies, search): the same
 * validation, cache and upstream client as GET /api/..., without an HTTP hop. Returns the body
 * the route would answer ({ code, data, ... }), a well-formed answer with a non-200 code as-is.
 * Bad input throws ValidationError; upstream trouble an UpstreamError unless a stale answer could
 * be served.
 */
export async function readEndpoint(app: FastifyInstance, def: EndpointDef, query: Record<string, unknown> = {}, params?: Record<string, string>): Promise<Envelope> {
  const clean = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
  try {
    return (await callEndpoint(app, def, params, clean)).value;
  } catch (error) {
    if (error instanceof UpstreamSoftError) return error.body as Envelope;
    throw error;
  }
}

/** Serialised bodies, per cached object: a memory hit is sent without JSON.stringify. */
const serialized = new WeakMap<object, string>();
export function serializedAnswer(value: Envelope): string {
  let s = serialized.get(value);
  if (s === undefined) {
    s = JSON.stringify(value);
    serialized.set(value, s);
  }
  return s;
}

export function registerEndpoint(app: FastifyInstance, def: EndpointDef): void {
  const maxAge = def.browserMaxAgeS ?? Math.min(Math.floor(def.ttlMs / 1000), 60);
  app.get(def.route, async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const result = await callEndpoint(app, def, request.params, normalizeQuery(request.query));
      reply.header('x-cache', result.status.toUpperCase());
      reply.header('age', String(Math.floor(result.ageMs / 1000)));
      reply.header('cache-control', result.status === 'hit' || result.status === 'miss' ? `public, max-age=${maxAge}` : 'no-cache');
      if (result.status === 'stale-if-error') reply.header('x-stale', 'upstream-error');
      return reply.type('application/json; charset=utf-8').send(serializedAnswer(result.value));
    } catch (error) {
      if (error instanceof UpstreamSoftError) return reply.header('cache-control', 'no-store').send(error.body);
      return sendError(reply, error, request.log);
    }
  });
}
