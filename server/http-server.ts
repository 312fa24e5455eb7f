// The Node HTTP server under Fastify, with one addition: a front lane that may answer a request
// before Fastify sees it. The page cache uses it for fresh whole-page hits, which then cost
// about what a static file costs (no routing, request objects, child logger or hooks); every
// other request, and every request the lane declines, goes to Fastify unchanged.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

export interface FrontLane {
  /** Answers the request and returns true, or returns false to leave it to Fastify. */
  handle: ((req: IncomingMessage, res: ServerResponse) => boolean) | null;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A serverFactory for Fastify: the same settings Fastify gives its own HTTP/1 server. */
export function frontLaneServer(lane: FrontLane) {
  return (handler: Handler, options: FastifyServerOptions): http.Server => {
    // Fastify passes its options with the defaults filled in.
    const defaults = options as FastifyServerOptions & { http?: http.ServerOptions; keepAliveTimeout: number; requestTimeout: number; connectionTimeout: number };
    const server = http.createServer(defaults.http ?? {}, (req, res) => {
      if (lane.handle?.(req, res)) return;
      handler(req, res);
    });
    server.keepAliveTimeout = defaults.keepAliveTimeout;
    server.requestTimeout = defaults.requestTimeout;
    server.setTimeout(defaults.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
