// Faults a browser socket commits (an oversized or malformed frame: ws's WS_ERR_* codes) are the
// client's, not the server's (issue 35). @fastify/websocket's default logged each at error with
// a stack trace, so one abusive client could flood the log. Here each is counted, logged at
// debug, and summarised at warn at most once a minute; ws has already closed the socket with
// the right code (1009 too big, 1002/1007 protocol). Anything else is still an error.
import type { FastifyBaseLogger } from 'fastify';

export interface SocketFaults {
  /** Client faults seen since start (exposed as quotes_client_faults_total). */
  readonly total: number;
  handle(error: Error, log: FastifyBaseLogger, ip: string): void;
}

export function isClientFault(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('WS_ERR_');
}

export function socketFaults(summaryEveryMs = 60_000, now: () => number = Date.now): SocketFaults {
  let total = 0;
  let sinceSummary = 0;
  let lastSummary = -Infinity;
  return {
    get total() { return total; },
    handle(error, log, ip) {
      if (!isClientFault(error)) {
        log.error({ err: error }, 'quotes socket error');
        return;
      }
      total++;
      sinceSummary++;
      const code = (error as { code?: string }).code;
      log.debug({ ip, code }, `quotes socket client fault: ${error.message}`);
      const t = now();
      if (t - lastSummary >= summaryEveryMs) {
        log.warn({ ip, code, faults: sinceSummary }, `quotes sockets: ${sinceSummary} client fault(s) since the last summary (last: ${error.message})`);
        lastSummary = t;
        sinceSummary = 0;
      }
    },
  };
}
