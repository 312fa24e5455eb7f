// Liveness and readiness for orchestrators and load balancers.
//   GET /healthz  200 while the process is alive and serving (no dependency checks: a Redis
//                 outage must not get every replica restarted).
//   GET /readyz   200 when every registered check passes within its time-out, else 503; 503 as
//                 soon as the server starts closing, so a load balancer drains this replica.
// Features add checks with app.readiness.register('redis', async () => ping()).
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';

export type ReadinessCheck = () => boolean | Promise<boolean>;
export type CheckResult = 'ok' | 'failed' | 'timeout';

export interface Readiness {
  /** Adds a named check; it fails when it returns false, throws, or takes longer than the time-out. */
  register(name: string, check: ReadinessCheck): void;
  /** Runs every check in parallel. */
  run(): Promise<{ ready: boolean; checks: Record<string, CheckResult> }>;
  /** True once the server is closing (or drain() was called): readyz answers 503. */
  readonly closing: boolean;
  /** Marks this replica as going away before app.close(), to give load balancers time to notice. */
  drain(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export interface OpsOptions {
  /** Time-out of each readiness check; 1 s unless told. */
  checkTimeoutMs?: number;
}

const TIMED_OUT = Symbol('timeout');

async function runCheck(check: ReadinessCheck, timeoutMs: number): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(resolve, timeoutMs, TIMED_OUT);
  });
  try {
    const result = await Promise.race([Promise.resolve().then(check), timeout]);
    if (result === TIMED_OUT) return 'timeout';
    return result === true ? 'ok' : 'failed';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

const ops: FastifyPluginAsync<OpsOptions> = async (app, options) => {
  const timeoutMs = options.checkTimeoutMs ?? 1000;
  const checks = new Map<string, ReadinessCheck>();
  let closing = false;

  const readiness: Readiness = {
    register(name, check) {
      if (checks.has(name)) throw new Error(`readiness check "${name}" is already registered`);
      checks.set(name, check);
    },
    async run() {
      const entries = [...checks];
      const results = await Promise.all(entries.map(([, check]) => runCheck(check, timeoutMs)));
      const out: Record<string, CheckResult> = {};
      entries.forEach(([name], i) => (out[name] = results[i]!));
      return { ready: results.every((r) => r === 'ok'), checks: out };
    },
    get closing() {
      return closing;
    },
    drain() {
      closing = true;
    },
  };
  app.decorate('readiness', readiness);

  app.addHook('preClose', async () => {
    closing = true;
  });

  // Probes hit these every few seconds: keep them out of the info-level request log.
  const probe = { logLevel: 'warn' as const };

  app.get('/healthz', probe, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', probe, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (closing) {
      reply.code(503).header('connection', 'close');
      return { status: 'closing', checks: {} };
    }
    const { ready, checks: results } = await readiness.run();
    if (!ready) {
      request.log.warn({ checks: results }, 'not ready');
      reply.code(503);
    }
    return { status: ready ? 'ready' : 'not ready', checks: results };
  });
};

export const opsFeature = fp(ops, { name: 'ops', fastify: '5.x' });
