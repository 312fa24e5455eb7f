// The API answered in-process for the page loaders: the contract's read endpoints (the same route
// matching, query normalisation, validation, cache and upstream client as GET /api/...) and the
// other GET routes loaders read, which register their answer here (app.inProcessReads: spreads,
// search). The same status and JSON body as over HTTP, without an HTTP hop or app.inject.
// app.inject's mock request and response objects pass through Node's own HTTP functions
// (ServerResponse's end, header storage), which then see two families of objects; measured, that
// made every front-lane hit ~10% slower (#35).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { normalizeQuery } from '../../../shared/schemas/api.ts';
import { callEndpoint, serializedAnswer, UpstreamSoftError, type EndpointDef } from './endpoint.ts';
import { errorReply } from './errors.ts';

export interface InProcessAnswer {
  status: number;
  body: unknown;
}

/**
 * A GET route's answer to a query as Fastify parses it; throws what the route's handler would send
 * as an error. Its body is the answer's value, or (a string) the JSON text the route sends, which
 * saves a route that already holds the text a parse and a stringify.
 */
export type InProcessHandler = (query: Record<string, string | string[]>) => Promise<InProcessAnswer>;

declare module 'fastify' {
  interface FastifyInstance {
    /** GET routes outside the contract that page loaders read, by path (see createInProcessApi). */
    inProcessReads: Map<string, InProcessHandler>;
  }
}

/** What the API answers for an error (errors.ts), as an in-process answer; a soft upstream error is the upstream's body, as the read routes send it. */
function errorAnswer(error: unknown, log: FastifyBaseLogger): InProcessAnswer {
  if (error instanceof UpstreamSoftError) return jsonAnswer(200, error.body);
  const { status, body } = errorReply(error, log);
  return jsonAnswer(status, body);
}

interface CompiledRoute {
  def: EndpointDef;
  /** Per segment: the literal, or null for a ':param' segment. */
  segments: (string | null)[];
  names: string[];
}

function compile(def: EndpointDef): CompiledRoute {
  const parts = def.route.split('/');
  return {
    def,
    segments: parts.map((part) => (part.startsWith(':') ? null : part)),
    names: parts.filter((part) => part.startsWith(':')).map((part) => part.slice(1)),
  };
}

/** The route of a path and its decoded parameters; static routes win, as in Fastify's router. Throws URIError on bad escapes. */
function match(routes: CompiledRoute[], path: string): { def: EndpointDef; params: Record<string, string> } | undefined {
  const parts = path.split('/');
  for (const route of routes) {
    if (route.segments.length !== parts.length) continue;
    const values: string[] = [];
    let same = true;
    for (let i = 0; i < parts.length && same; i++) {
      const literal = route.segments[i];
      // An empty parameter matches, as in Fastify's router: the route's schema answers it.
      if (literal === null) values.push(decodeURIComponent(parts[i]!));
      else same = literal === parts[i];
    }
    if (same) return { def: route.def, params: Object.fromEntries(route.names.map((name, i) => [name, values[i]!])) };
  }
  return undefined;
}

/** A query string as Fastify hands it to the route: repeated names become arrays. */
function parseQuery(search: string): Record<string, string | string[]> {
  const raw: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const prev = raw[key];
    raw[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return raw;
}

/** The answer the route would send: the same JSON (a fresh copy, as a client would parse it). */
function jsonAnswer(status: number, body: unknown): InProcessAnswer {
  return { status, body: JSON.parse(typeof body === 'string' ? body : JSON.stringify(body)) };
}

/**
 * Answers `GET url` as the route does: a read endpoint of `defs`, else a route of `others` (looked
 * up at call time: features register theirs after this is made). Any other path is the API's JSON
 * 404; a failure no route would expect is logged and a 500, as the routes' error handler does.
 */
export function createInProcessApi(
  app: FastifyInstance,
  defs: readonly EndpointDef[],
  others: ReadonlyMap<string, InProcessHandler> = app.inProcessReads,
): (url: string) => Promise<InProcessAnswer> {
  const compiled = defs.map(compile);
  // Fastify's router prefers a static segment to a parameter: try routes without parameters first.
  const routes = [...compiled.filter((r) => r.names.length === 0), ...compiled.filter((r) => r.names.length > 0)];
  return async (url) => {
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    let found;
    try {
      found = match(routes, path);
    } catch {
      return jsonAnswer(400, { error: 'bad_request', field: 'params', message: 'Bad percent-encoding in the path' });
    }
    const query = q === -1 ? {} : parseQuery(url.slice(q + 1));
    try {
      if (found) return jsonAnswer(200, serializedAnswer((await callEndpoint(app, found.def, found.params, normalizeQuery(query))).value));
      const other = others.get(path);
      if (other) {
        const answer = await other(query);
        return jsonAnswer(answer.status, answer.body);
      }
    } catch (error) {
      return errorAnswer(error, app.log);
    }
    return jsonAnswer(404, { error: 'not_found', message: `No API endpoint GET ${path}` });
  };
}
