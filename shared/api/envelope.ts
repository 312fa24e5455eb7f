// The upstream's and this BFF's answer envelope, { code, msg?, data, total?, page?, limit? }, and
// the spec's rule for it, in one place (section 7: "code (200 = success)"; section 8: an answer
// whose code is not 200 is not applied). Pure: no zod here, so browser code can read answers
// without loading it (start-up JavaScript); whoever holds a schema passes its check.

/** Why an answer could not be used. Every kind is a value, never a throw. */
export type ApiFailure =
  /** The request never got an answer (connection refused, reset, offline). */
  | { ok: false; kind: 'network' }
  /** No answer within the caller's time limit. */
  | { ok: false; kind: 'timeout' }
  /** The caller gave up (navigation away, unmount). */
  | { ok: false; kind: 'aborted' }
  /** An HTTP status other than 200 (404 unknown item, 400 bad query, 502 upstream down ...). */
  | { ok: false; kind: 'http'; status: number; message?: string }
  /** HTTP 200 with an envelope whose code is not 200 (spec section 8). */
  | { ok: false; kind: 'code'; code: number | string; message?: string }
  /** HTTP 200 but not an envelope, or its data is missing or not what the endpoint answers. */
  | { ok: false; kind: 'shape'; issues: string[] };

export interface ApiSuccess<T> {
  ok: true;
  data: T;
  /** List endpoints: how many items match in all (the page's slice is `data`). */
  total?: number;
  page?: number;
  limit?: number;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** A check of `data`: its issues (empty when it fits). A zod schema gives one, see zodCheck. */
export type DataCheck = (data: unknown) => readonly string[];

/** The one success rule: no code (some upstream answers omit it) or code 200 (number or '200'). */
export function isSuccessCode(code: unknown): boolean {
  return code === undefined || Number(code) === 200;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const message = (body: unknown): string | undefined => {
  if (!isRecord(body)) return undefined;
  if (typeof body.message === 'string') return body.message;
  if (typeof body.msg === 'string') return body.msg;
  return isRecord(body.data) && typeof body.data.message === 'string' ? body.data.message : undefined;
};
const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : undefined);

/**
 * An HTTP answer (status, parsed JSON body or null) read by the envelope rules: data when the
 * status is 200, the body is an envelope, its code is success and its data is present and passes
 * `check`; otherwise the failure saying which rule broke.
 */
export function readEnvelope<T>(status: number, body: unknown, check?: DataCheck): ApiResult<T> {
  if (status !== 200) {
    const text = message(body);
    return { ok: false, kind: 'http', status, ...(text !== undefined ? { message: text } : {}) };
  }
  if (!isRecord(body)) return { ok: false, kind: 'shape', issues: ['the answer is not an envelope object'] };
  const code = body.code;
  if (code !== undefined && typeof code !== 'number' && typeof code !== 'string') return { ok: false, kind: 'shape', issues: ['code is neither a number nor a string'] };
  if (!isSuccessCode(code)) {
    const text = message(body);
    return { ok: false, kind: 'code', code: code as number | string, ...(text !== undefined ? { message: text } : {}) };
  }
  if (body.data === undefined || body.data === null) return { ok: false, kind: 'shape', issues: ['data is missing'] };
  const issues = check ? check(body.data) : [];
  if (issues.length > 0) return { ok: false, kind: 'shape', issues: [...issues] };
  const total = count(body.total);
  const page = count(body.page);
  const limit = count(body.limit);
  return {
    ok: true,
    data: body.data as T,
    ...(total !== undefined ? { total } : {}),
    ...(page !== undefined ? { page } : {}),
    ...(limit !== undefined ? { limit } : {}),
  };
}

/** The check for a list endpoint without its schema at hand: data must be an array. */
export const isList: DataCheck = (data) => (Array.isArray(data) ? [] : ['data is not a list']);
/** The check for a one-item endpoint: data must be an object. */
export const isItem: DataCheck = (data) => (isRecord(data) ? [] : ['data is not an object']);

/** A zod-like schema's safeParse as a DataCheck (first five issues, with their paths). */
export function schemaCheck(schema: { safeParse(v: unknown): { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } } }): DataCheck {
  return (data) => {
    const result = schema.safeParse(data);
    return result.success ? [] : result.error.issues.slice(0, 5).map((i) => `data.${i.path.map(String).join('.')}: ${i.message}`);
  };
}
