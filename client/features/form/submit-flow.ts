// One submission of a form, without React or the DOM (useFormSubmit supplies the effects, unit
// tests supply fakes): accepted only when none is under way; every field checked, the first bad
// one focused; a captcha token or no submission; one send; a toast either way; the values are
// never touched (a failure keeps everything typed). With synchronous rules the errors and the
// focus are set before the first await, in the click's own task.
import { firstInvalidField, type FieldErrors } from '../../../shared/forms/field-errors.ts';
import { nextPhase, type SubmitEvent, type SubmitPhase } from '../../../shared/forms/submit-state.ts';

/** What a form's send() reports: success (with what onSuccess needs) or a failure to show. */
export type SendOutcome<F extends string, R> =
  | { ok: true; toast: string; result: R }
  /** fields: the server named bad fields (shown at them, focus on the first, no toast). */
  | { ok: false; toast: string; fields?: FieldErrors<F> };

export interface SubmitSteps<V, F extends string, R> {
  /** The checked fields in the form's visual order. */
  fields: readonly F[];
  /** Every bad field; a promise when the rules load on demand (null or a rejection: not loaded). */
  check: (values: V) => FieldErrors<F> | Promise<FieldErrors<F> | null>;
  /** The captcha's token, '' when it is missing or fails. */
  token: () => Promise<string>;
  send: (values: V, token: string) => Promise<SendOutcome<F, R>>;
  texts: { noToken: string; sendFailed: string };
}

export interface SubmitEffects<F extends string, R> {
  phase: () => SubmitPhase;
  setPhase: (phase: SubmitPhase) => void;
  showErrors: (errors: FieldErrors<F>) => void;
  focus: (field: F) => void;
  toastError: (text: string) => void;
  toastSuccess: (text: string) => void;
  succeeded: (result: R) => void;
}

/** How a submission ended (tests and analytics); 'ignored': another one was under way. */
export type SubmitEnd = 'ignored' | 'invalid' | 'no-token' | 'send-failed' | 'rejected' | 'sent';

export async function submitOnce<V, F extends string, R>(values: V, steps: SubmitSteps<V, F, R>, fx: SubmitEffects<F, R>): Promise<SubmitEnd> {
  const go = (event: SubmitEvent): boolean => {
    const next = nextPhase(fx.phase(), event);
    if (next) fx.setPhase(next);
    return next !== null;
  };
  if (!go('submit')) return 'ignored';
  const checked = steps.check(values);
  // Without the rules (their script failed to load) the server's answer names the bad fields.
  const found = (checked instanceof Promise ? await checked.catch(() => null) : checked) ?? {};
  fx.showErrors(found);
  const bad = firstInvalidField(steps.fields, found);
  if (bad) {
    go('invalid');
    fx.focus(bad);
    return 'invalid';
  }
  go('valid');
  const token = await steps.token().catch(() => '');
  if (!token) {
    fx.toastError(steps.texts.noToken);
    go('failed');
    return 'no-token';
  }
  let outcome: SendOutcome<F, R>;
  try {
    outcome = await steps.send(values, token);
  } catch {
    fx.toastError(steps.texts.sendFailed);
    go('failed');
    return 'send-failed';
  }
  if (outcome.ok) {
    fx.showErrors({});
    fx.succeeded(outcome.result);
    fx.toastSuccess(outcome.toast);
    go('succeeded');
    return 'sent';
  }
  const serverBad = outcome.fields ? firstInvalidField(steps.fields, outcome.fields) : undefined;
  if (serverBad) {
    fx.showErrors(outcome.fields ?? {});
    fx.focus(serverBad);
  } else {
    fx.toastError(outcome.toast);
  }
  go('failed');
  return 'rejected';
}
