// The Node HTTP server under Fastify, with one addition: a front lane that may answer a request
// before Fastify sees it. The page cache uses it for fresh whole-page hits, which then cost
// about what a static file costs (no routing, request objects, child logger or hooks); every
// other request, and every request the lane declines, goes to Fastify unchanged.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

export interface FrontLane {
  /** Answers the request and returns true, or returns false to leave it to Fastify. */
  handle: ((req: IncomingMessage, res: ServerResponse, trustedPeer: boolean) => boolean) | null;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Time limits of the HTTP server, chosen with deploy/nginx.conf's (nginx is the edge; these
 * protect a replica reached directly and bound what nginx may hold open):
 * - headers: a client has 10 s to send its request head (nginx: client_header_timeout 10s), so
 *   slowloris connections are closed; Node checks every second, not every 30 s.
 * - request: 30 s for the whole request including the body (nginx: client_body_timeout 10s
 *   between reads, proxy_send_timeout 30s).
 * - keep-alive: 65 s idle, longer than nginx's upstream keepalive_timeout (60s), so nginx, not
 *   Node, closes an idle upstream connection and never writes into one Node just closed.
 */
export const HTTP_TIMEOUTS = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 65_000,
  checkIntervalMs: 1_000,
} as const;

const FORWARDED = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-real-ip'] as const;
const forwardedNames = new Set<string>(FORWARDED);

function hasForwarded(raw: string[]): boolean {
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if ((name.charCodeAt(0) | 32) === 120 /* x */ && forwardedNames.has(name.toLowerCase())) return true;
  }
  return false;
}

export interface ServerOptions {
  /** Whether a peer address is a trusted proxy (TRUST_PROXY); untrusted peers' X-Forwarded-* are dropped. */
  trusted: (address: string) => boolean;
}

/** A serverFactory for Fastify: the same settings Fastify gives its own HTTP/1 server. */
export function frontLaneServer(lane: FrontLane, serverOptions: ServerOptions = { trusted: () => false }) {
  return (handler: Handler, options: FastifyServerOptions): http.Server => {
    // Fastify passes its options with the defaults filled in.
    const defaults = options as FastifyServerOptions & { http?: http.ServerOptions; keepAliveTimeout: number; requestTimeout: number; connectionTimeout: number };
    const server = http.createServer(
      { ...defaults.http, headersTimeout: HTTP_TIMEOUTS.headersMs, requestTimeout: defaults.requestTimeout, connectionsCheckingInterval: HTTP_TIMEOUTS.checkIntervalMs },
      (req, res) => {
        // One rule for every lane: forwarded headers count only from a trusted proxy. Dropped
        // here, the front lane (HSTS on https) and Fastify (request.ip, protocol) agree.
        // The lane reads rawHeaders and is told whether the peer is trusted; req.headers (a
        // lazily built object) is only built here when there is something to drop.
        const trustedPeer = serverOptions.trusted(req.socket.remoteAddress ?? '');
        if (!trustedPeer && hasForwarded(req.rawHeaders)) {
          for (const name of FORWARDED) if (req.headers[name] !== undefined) delete req.headers[name];
        }
        if (lane.handle?.(req, res, trustedPeer)) return;
        handler(req, res);
      },
    );
    server.keepAliveTimeout = defaults.keepAliveTimeout;
    server.requestTimeout = defaults.requestTimeout;
    server.headersTimeout = HTTP_TIMEOUTS.headersMs;
    server.setTimeout(defaults.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
