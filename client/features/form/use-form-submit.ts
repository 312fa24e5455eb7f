// The one submit flow of the site's forms (sign-up dialog, contact form): the values and their
// draft, field checks (on input or on leaving a field, and all together on submit), focus on the
// first bad field once its message is rendered (so a screen reader reads label, value and error),
// the invisible captcha, one submission at a time (shared/forms/submit-state.ts), a toast on
// success and failure, and the typed data kept whatever fails. What a form sends and what its
// answer means stay with the form (send); the pure rules live in shared/forms/. The captcha and
// the submit flow load on the form's first focus or submission (submit-parts.ts).
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { DraftStore } from './draft-store.ts';
import type { SendOutcome } from './submit-flow.ts';
import { errorOnBlur, type FieldErrors } from '../../../shared/forms/field-errors.ts';
import type { SubmitPhase } from '../../../shared/forms/submit-state.ts';

export type { SendOutcome } from './submit-flow.ts';

/** The toasts load with the submit parts (or on the first message), not at start-up. */
const toast = {
  error: (text: string, ms?: number) => void import('../toast/toast.ts').then((m) => m.toast.error(text, ms), () => undefined),
  success: (text: string) => void import('../toast/toast.ts').then((m) => m.toast.success(text), () => undefined),
};

let parts: Promise<typeof import('./submit-parts.ts')> | undefined;
/** The captcha, the submit flow and the request (submit-parts.ts), loaded once on first use. */
export function loadSubmitParts(): Promise<typeof import('./submit-parts.ts')> {
  parts ??= import('./submit-parts.ts').catch((error: unknown) => {
    parts = undefined;
    throw error;
  });
  return parts;
}

export interface CaptchaSettings {
  scriptUrl: string;
  siteKey: string;
  action: string;
}

export interface FormSubmitOptions<V, F extends string & keyof V, R> {
  /** The first render's values (the same on the server and in the browser). */
  initial: () => V;
  /** Read after mount, written on each change, cleared after a success only. */
  store?: DraftStore<V> | undefined;
  /** The checked fields in the form's visual order. */
  fields: readonly F[];
  /** Every bad field of the values; a promise when the rules load on demand (null: not loaded). */
  check: (values: V) => FieldErrors<F> | Promise<FieldErrors<F> | null>;
  /** 'input': a field is checked as it is typed; 'blur': when left, then as typed once checked. */
  checkOn: 'input' | 'blur';
  captcha: CaptchaSettings | undefined;
  /** Load the captcha script on mount (a dialog); else on the form's first focus (preload()). */
  captchaOnMount?: boolean;
  send: (values: V, token: string) => Promise<SendOutcome<F, R>>;
  /** After a success (the draft is already cleared): the values to show next, if they change. */
  onSuccess?: (result: R, values: V) => V | void;
  texts: {
    /** The captcha gave no token: submission blocked. */
    noToken: string;
    /** The request threw (network, time-out). */
    sendFailed: string;
    /** The captcha script failed to load (shown once, until closed). */
    captchaLoadFailed?: string;
  };
  /** Error toasts' duration (toast default when undefined; 0 stays until closed). */
  errorToastMs?: number | undefined;
}

export function useFormSubmit<V, F extends string & keyof V, R>(options: FormSubmitOptions<V, F, R>) {
  const opts = useRef(options);
  opts.current = options;
  const id = useId();

  const [values, setValuesState] = useState<V>(options.initial);
  const valuesRef = useRef(values);
  const [errors, setErrorsState] = useState<FieldErrors<F>>({});
  const errorsRef = useRef(errors);
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const phaseRef = useRef<SubmitPhase>('idle');
  const [captchaFailed, setCaptchaFailed] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ field: F; n: number } | null>(null);
  const elements = useRef<Partial<Record<F, HTMLElement | null>>>({});
  const skipSave = useRef(true);

  const setValues = useCallback((next: V | ((v: V) => V)) => {
    valuesRef.current = typeof next === 'function' ? (next as (v: V) => V)(valuesRef.current) : next;
    setValuesState(valuesRef.current);
  }, []);
  const setErrors = useCallback((next: (e: FieldErrors<F>) => FieldErrors<F>) => {
    errorsRef.current = next(errorsRef.current);
    setErrorsState(errorsRef.current);
  }, []);
  const focusField = (field: F) => setFocusRequest((r) => ({ field, n: (r?.n ?? 0) + 1 }));

  // The draft: restored before the first paint in the browser, saved on every later change.
  useLayoutEffect(() => {
    const saved = opts.current.store?.read();
    if (saved) setValues(saved);
  }, [setValues]);
  useEffect(() => {
    if (skipSave.current) {
      skipSave.current = false; // the first values are the initial ones or about to be replaced
      return;
    }
    opts.current.store?.save(values);
  }, [values]);

  // Focus follows the render that shows the messages (aria-invalid and the description exist).
  useLayoutEffect(() => {
    if (focusRequest) elements.current[focusRequest.field]?.focus();
  }, [focusRequest]);

  const scriptUrl = options.captcha?.scriptUrl;
  useEffect(() => {
    if (!scriptUrl || !opts.current.captchaOnMount) return;
    loadSubmitParts().then((p) => p.loadCaptcha(scriptUrl)).then(
      () => setCaptchaFailed(false),
      () => {
        setCaptchaFailed(true);
        const text = opts.current.texts.captchaLoadFailed;
        if (text) toast.error(text, 0);
      },
    );
  }, [scriptUrl]);

  /** Checks the listed fields of these values; sync rules answer before the next paint. */
  const recheck = (next: V, fields: readonly F[], pick: (field: F, found: string | undefined) => string | undefined = (_f, found) => found) => {
    if (fields.length === 0) return;
    const apply = (found: FieldErrors<F> | null) => {
      if (!found) return;
      setErrors((prev) => {
        const out = { ...prev };
        for (const f of fields) out[f] = pick(f, found[f]);
        return out;
      });
    };
    const result = opts.current.check(next);
    if (result instanceof Promise) result.then(apply, () => undefined);
    else apply(result);
  };

  const isChecked = (field: keyof V): field is F => (opts.current.fields as readonly (keyof V)[]).includes(field);

  /** A field's new value; checked as typed ('input'), or once it has been checked ('blur'). */
  const change = <K extends keyof V>(field: K, value: V[K]) => {
    const next = { ...valuesRef.current, [field]: value };
    setValues(next);
    if (isChecked(field) && (opts.current.checkOn === 'input' || field in errorsRef.current)) recheck(next, [field]);
  };

  /** Any other change (a picked country), with the fields it affects checked again. */
  const update = (updater: (v: V) => V, affected: readonly F[] = []) => {
    setValues(updater);
    recheck(valuesRef.current, affected);
  };

  const blur = (field: F) => {
    if (opts.current.checkOn !== 'blur') return;
    const value = valuesRef.current[field];
    recheck(valuesRef.current, [field], (f, found) => errorOnBlur(typeof value === 'string' ? value : String(value ?? ''), errorsRef.current[f], found));
  };

  const submit = async () => {
    const o = opts.current;
    let p: Awaited<ReturnType<typeof loadSubmitParts>>;
    try {
      p = await loadSubmitParts();
    } catch {
      toast.error(o.texts.sendFailed, o.errorToastMs);
      return;
    }
    const { submitOnce, captchaToken } = p;
    return submitOnce(
      valuesRef.current,
      {
        fields: o.fields,
        check: o.check,
        token: () => (o.captcha?.scriptUrl ? captchaToken(o.captcha.scriptUrl, o.captcha.siteKey, o.captcha.action) : Promise.resolve('')),
        send: o.send,
        texts: o.texts,
      },
      {
        phase: () => phaseRef.current,
        setPhase: (next) => {
          phaseRef.current = next;
          setPhase(next);
        },
        showErrors: (found) => setErrors(() => found),
        focus: focusField,
        toastError: (text) => toast.error(text, opts.current.errorToastMs),
        toastSuccess: (text) => toast.success(text),
        succeeded: (result) => {
          // The draft goes only now: any failure keeps it, and the values on screen.
          o.store?.clear();
          const next = o.onSuccess?.(result, valuesRef.current);
          if (next) setValues(next);
        },
      },
    );
  };

  const errorId = (f: F) => `${id}-${f}-error`;
  /** The props that tie a control to its label, its messages and the focus on errors. */
  const fieldProps = (f: F, hintId?: string) => ({
    id: `${id}-${f}`,
    name: f,
    ref: (el: HTMLElement | null) => {
      elements.current[f] = el;
    },
    'aria-invalid': errors[f] ? (true as const) : undefined,
    'aria-describedby': [errors[f] ? errorId(f) : '', hintId ?? ''].filter(Boolean).join(' ') || undefined,
    onBlur: () => blur(f),
  });

  const preloadCaptcha = () => {
    const scriptUrl = opts.current.captcha?.scriptUrl;
    loadSubmitParts().then((p) => (scriptUrl ? p.loadCaptcha(scriptUrl) : undefined)).catch(() => undefined);
  };

  return {
    id,
    values,
    setValues,
    errors,
    phase,
    /** The captcha and the request are running: the button shows 'processing'. */
    submitting: phase === 'submitting',
    captchaFailed,
    change,
    update,
    blur,
    submit,
    fieldProps,
    errorId,
    preloadCaptcha,
  };
}
