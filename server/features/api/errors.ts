// How the API answers when something is wrong. Bad input: 400 naming the field, nothing sent
// upstream. Upstream failures: the upstream status with a sanitised JSON body (see
// plugins/upstream.ts). Nothing a visitor sends can produce a 500.
import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { UpstreamError } from '../../plugins/upstream.ts';

export interface FieldIssue {
  field: string;
  message: string;
}

/** Bad input; answered 400 with the first offending field named. */
export class ValidationError extends Error {
  readonly status = 400;
  readonly issues: FieldIssue[];
  constructor(issues: FieldIssue[]) {
    super(`invalid ${issues[0]?.field ?? 'input'}: ${issues[0]?.message ?? ''}`);
    this.issues = issues;
  }
  get body() {
    const first = this.issues[0]!;
    return { error: 'bad_request', field: first.field, message: first.message, issues: this.issues };
  }
}

/** Parses input with schema, or throws a ValidationError naming the field (prefixless for bodies). */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, where: 'query' | 'params' | 'body'): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.slice(0, 10).map((issue) => {
    let field = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') field = (issue as { keys?: string[] }).keys?.join(',') ?? field;
    return { field: field || where, message: issue.code === 'unrecognized_keys' ? 'unknown parameter' : issue.message };
  });
  throw new ValidationError(issues);
}

/** What the API answers for an error thrown while serving a call: status, JSON body, extra headers. */
export function errorReply(error: unknown, log: FastifyBaseLogger): { status: number; body: Record<string, unknown>; headers: Record<string, string> } {
  if (error instanceof ValidationError) return { status: 400, body: error.body, headers: {} };
  if (error instanceof UpstreamError) return { status: error.status, body: error.body, headers: error.headers };
  const fe = error as Partial<FastifyError>;
  if (fe?.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    const body =
      fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? { error: 'payload_too_large', field: 'body', message: 'Request body is too large' }
        : fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? { error: 'unsupported_media_type', field: 'body', message: 'Send application/json' }
          : { error: 'bad_request', field: 'body', message: fe.code?.startsWith('FST_ERR_CTP') ? 'Request body is not valid JSON' : 'Bad request' };
    return { status: fe.statusCode, body, headers: {} };
  }
  log.error({ err: error }, 'API error');
  return { status: 500, body: { error: 'internal', message: 'Something went wrong' }, headers: {} };
}

/** Sends an error thrown while serving an API call. */
export function sendError(reply: FastifyReply, error: unknown, log: FastifyBaseLogger): FastifyReply {
  const { status, body, headers } = errorReply(error, log);
  for (const [k, v] of Object.entries(headers)) reply.header(k, v);
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

export function apiErrorHandler(this: unknown, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, error, request.log);
}
