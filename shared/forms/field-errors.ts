// Pure rules every form shares: which bad field comes first (it gets focus), the first message
// per field from a schema's issues, the server's field answer restricted to the form's own
// fields, and when a field left (blur) shows its error. Messages are translation keys.
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The first field, in the form's visual order, that has a message (undefined: none). */
export function firstInvalidField<F extends string>(order: readonly F[], errors: FieldErrors<F>): F | undefined {
  return order.find((f) => typeof errors[f] === 'string' && errors[f] !== '');
}

/** The first message per field from a schema's issues (a later issue never replaces it). */
export function firstIssuePerField<F extends string>(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as F;
    if (field && !(field in out)) out[field] = issue.message;
  }
  return out;
}

/** Only the listed fields' messages (a schema may check more than the form shows). */
export function pickFieldErrors<F extends string>(order: readonly F[], errors: Partial<Record<string, string>>): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const f of order) if (typeof errors[f] === 'string' && errors[f] !== '') out[f] = errors[f];
  return out;
}

/**
 * A server's `fields` answer ({ field: messageKey }) as the form's errors: unknown fields and
 * non-string messages are dropped, so an answer can never name a field the form does not have.
 */
export function serverFieldErrors<F extends string>(order: readonly F[], fields: unknown): FieldErrors<F> {
  if (!fields || typeof fields !== 'object') return {};
  return pickFieldErrors(order, fields as Record<string, string>);
}

/**
 * The message a field shows when the visitor leaves it: an empty field they only passed through
 * stays quiet (no error yet), anything typed is checked, and a shown error follows the value.
 */
export function errorOnBlur(value: string, shown: string | undefined, found: string | undefined): string | undefined {
  return value === '' && !shown ? undefined : found;
}
