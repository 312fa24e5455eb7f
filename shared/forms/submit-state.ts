// The submit flow of a form as a small state machine (spec section 4, "idle -> submitting
// (further clicks ignored) -> idle whatever the outcome"): a submit is accepted only when no
// other is under way; the fields are checked (the rules may load first), then the captcha and the
// request run while the button shows 'processing'. done and failed accept a new submit like idle.
export type SubmitPhase = 'idle' | 'checking' | 'submitting' | 'done' | 'failed';
export type SubmitEvent = 'submit' | 'invalid' | 'valid' | 'succeeded' | 'failed';

const table: Record<SubmitPhase, Partial<Record<SubmitEvent, SubmitPhase>>> = {
  idle: { submit: 'checking' },
  checking: { invalid: 'idle', valid: 'submitting' },
  submitting: { succeeded: 'done', failed: 'failed' },
  done: { submit: 'checking' },
  failed: { submit: 'checking' },
};

/** The next phase, or null when the event does not apply (a second submit while one runs). */
export function nextPhase(phase: SubmitPhase, event: SubmitEvent): SubmitPhase | null {
  return table[phase][event] ?? null;
}

/** A submission is under way: the button shows 'processing' and further submits are ignored. */
export function isBusy(phase: SubmitPhase): boolean {
  return phase === 'checking' || phase === 'submitting';
}
