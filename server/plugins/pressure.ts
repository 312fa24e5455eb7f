// Load shedding before a replica falls over: @fastify/under-pressure samples event-loop delay and
// heap use every second; past a limit, requests answer 503 with Retry-After (nginx then tries the
// other replica for reads) instead of queueing until they time out. The probes are never shed:
// /healthz stays the truth about liveness, and /readyz reports the pressure itself (app.ts
// registers it as a readiness check), so a load balancer drains this replica while it lasts.
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import { getHeapStatistics } from 'node:v8';
import type { FastifyPluginAsync } from 'fastify';

export interface PressureOptions {
  /** Mean event-loop delay limit (ms); 0 = not checked. */
  maxEventLoopDelayMs: number;
  /** Used heap limit (bytes); 0 = 90 % of V8's heap limit. */
  maxHeapUsedBytes: number;
  /** Seconds a shed client is told to wait. */
  retryAfterS?: number;
}

const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

/** The heap limit actually used: the configured one, or 90 % of what V8 allows this process. */
export function heapLimitBytes(configured: number): number {
  return configured > 0 ? configured : Math.floor(getHeapStatistics().heap_size_limit * 0.9);
}

const pressure: FastifyPluginAsync<PressureOptions> = async (app, options) => {
  const retryAfter = options.retryAfterS ?? 2;
  await app.register(underPressure, {
    ...(options.maxEventLoopDelayMs > 0 ? { maxEventLoopDelay: options.maxEventLoopDelayMs } : {}),
    maxHeapUsedBytes: heapLimitBytes(options.maxHeapUsedBytes),
    sampleInterval: 1000,
    retryAfter,
    pressureHandler: (request, reply, type) => {
      // Probes are answered as usual; so are WebSocket upgrades, which the quote channel limits
      // itself (a hook's reply cannot be written into an upgrade: the proxy would see a 502).
      if (PROBES.has(request.url.split('?')[0]!) || request.headers.upgrade) return undefined;
      request.log.warn({ pressure: type }, 'under pressure: request shed');
      reply.code(503).header('retry-after', String(retryAfter)).header('cache-control', 'no-store');
      // A returned value is sent by under-pressure (and the hook chain stops there).
      return { error: 'overloaded', message: 'The server is busy. Please try again in a moment.' } as never;
    },
  });
};

export const pressurePlugin = fp(pressure, { name: 'pressure', fastify: '5.x' });
