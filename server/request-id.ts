// The id of a request: a caller's X-Request-Id is kept (load balancers set one), else a fresh
// one. Fastify's genReqId and the page cache's front lane (which answers before Fastify) share it.
import { randomUUID } from 'node:crypto';

const acceptable = /^[\w.-]{1,128}$/;

export function requestIdFrom(given: string | string[] | undefined): string {
  return typeof given === 'string' && acceptable.test(given) ? given : randomUUID();
}
