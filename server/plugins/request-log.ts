// What a request writes to the log at the default level (issue 35). A cached page or a static
// file served at 10-14k requests/s wrote one info line each, a quarter of its cost; nginx keeps
// the access log in the compose stack, and the metrics count every hit. So:
// - cache hits (x-cache: HIT) and static files: debug;
// - misses, renders, API calls and 4xx: info, as before;
// - slow requests (over LOG_SLOW_MS): warn, whatever they were;
// - errors: error.
// Fastify's "incoming request" line goes to debug: the completed line carries the request.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export type RequestLogLevel = 'debug' | 'info' | 'warn' | 'error';

/** The level of a completed request's line (pure, so the rule is tested on its own). */
export function requestLogLevel(r: { status: number; elapsedMs: number; cache: string | undefined; staticFile: boolean; slowMs: number }): RequestLogLevel {
  if (r.status >= 500) return 'error';
  if (r.slowMs > 0 && r.elapsedMs >= r.slowMs) return 'warn';
  if (r.status < 400 && (r.cache === 'HIT' || r.staticFile)) return 'debug';
  return 'info';
}

/** Static files are the routes @fastify/static registers (the asset and public folders). */
function isStaticFile(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? '';
  return route.endsWith('/*') && (request.method === 'GET' || request.method === 'HEAD') && /\.[a-z0-9]{1,8}$/i.test(request.url.split('?')[0] ?? '');
}

export function requestLogController(slowMs: number): LogController {
  return new (class RequestLog extends LogController {
    override incomingRequest(request: FastifyRequest): void {
      request.log.debug({ req: request }, 'incoming request');
    }

    override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
      if (error) {
        reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
        return;
      }
      const cache = reply.getHeader('x-cache');
      const level = requestLogLevel({
        status: reply.statusCode,
        elapsedMs: reply.elapsedTime,
        cache: typeof cache === 'string' ? cache : undefined,
        staticFile: isStaticFile(request),
        slowMs,
      });
      if (!(reply.log as unknown as { isLevelEnabled(l: string): boolean }).isLevelEnabled(level)) return;
      reply.log[level]({ req: request, res: reply, responseTime: reply.elapsedTime }, level === 'warn' ? 'slow request' : 'request completed');
    }
  })();
}
