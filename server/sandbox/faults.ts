// Fault knobs: added latency, error statuses (with Retry-After), hangs (time-outs), dropped
// connections and malformed answers, per path prefix and method, optionally for N calls only.
// Tests set state.faults directly; a tester can PUT /__faults (when fault knobs are enabled).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CallRecord, SandboxState } from './state.ts';
import { faultRuleSchema, type FaultRule } from './fault-rule.ts';

export type { FaultRule };

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function match(state: SandboxState, method: string, path: string): FaultRule | undefined {
  const i = state.faults.findIndex((f) => (!f.path || path.startsWith(f.path)) && (!f.method || f.method === method));
  if (i === -1) return undefined;
  const rule = state.faults[i]!;
  if (rule.times !== undefined) {
    if (rule.times <= 1) state.faults.splice(i, 1);
    else state.faults[i] = { ...rule, times: rule.times - 1 };
  }
  return rule;
}

/** onRequest hook: records the call, then applies the first matching fault rule. */
export function faultHook(state: SandboxState, prefix: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const [rawPath, query = ''] = request.url.split('?') as [string, string?];
    const path = rawPath.startsWith(prefix) ? rawPath.slice(prefix.length) || '/' : rawPath;
    if (path.startsWith('/__faults')) return;
    const call: CallRecord = { method: request.method, path, query, at: Date.now(), settled: false };
    state.calls.push(call);
    if (state.calls.length > 2000) state.calls.splice(0, 1000);
    // Settled once the response is closed (sent, or the caller went away) and this hook is over:
    // a caller that gives up during an added delay closes the response before the delay ends.
    let closed = false;
    let hookOver = false;
    const settle = () => { if (closed && hookOver) call.settled = true; };
    reply.raw.once('close', () => { closed = true; settle(); });
    try {
      return await applyFault(state, request, reply, path);
    } finally {
      hookOver = true;
      settle();
    }
  };
}

/** The first matching fault rule, if any: delay, then drop, hang or a bad answer. */
async function applyFault(state: SandboxState, request: FastifyRequest, reply: FastifyReply, path: string): Promise<FastifyReply | undefined> {
  const rule = match(state, request.method, path);
  if (!rule) return;
  if (rule.latencyMs) await sleep(rule.latencyMs);
  if (rule.drop) {
    request.raw.socket.destroy();
    return reply.hijack();
  }
  if (rule.hang) {
    await new Promise<void>((resolve) => request.raw.socket.once('close', () => resolve()));
    return reply.hijack();
  }
  if (rule.status) {
    if (rule.retryAfter !== undefined) reply.header('retry-after', rule.retryAfter);
    // Deliberately leaky, like a real misconfigured upstream: the BFF must not pass these on.
    return reply.code(rule.status).send({
      code: rule.status,
      message: `Sandbox fault ${rule.status} at http://api-7.upstream.internal:8080${path}`,
      stack: 'Error: sandbox fault\n    at handler (/srv/upstream/app.js:42:7)',
      host: 'api-7.upstream.internal',
    });
  }
  if (rule.malformed === 'text') return reply.code(200).type('text/html').send('<html>maintenance</html>');
  if (rule.malformed === 'json') return reply.code(200).send({ unexpected: true, data: 'not-what-you-expect' });
  return undefined;
}

/** GET/PUT/DELETE /__faults: inspect, replace or clear the rules. */
export function faultRoutes(app: FastifyInstance, state: SandboxState): void {
  if (!state.faultKnobs) return;
  app.get('/__faults', async () => ({ faults: state.faults, calls: state.calls.length }));
  app.put('/__faults', async (request, reply) => {
    const parsed = z.array(faultRuleSchema).max(50).safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: 'bad_request', issues: parsed.error.issues.slice(0, 5) });
    state.faults.splice(0, state.faults.length, ...parsed.data);
    return { faults: state.faults };
  });
  app.delete('/__faults', async () => {
    state.faults.length = 0;
    return { faults: [] };
  });
}
