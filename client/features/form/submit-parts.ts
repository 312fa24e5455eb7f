// What a form needs only when it is used (focus, submit): the captcha, the submit flow, the toasts and the
// request. useFormSubmit loads this chunk on the form's first focus or submission (or on mount
// when the captcha loads on mount), so it is not the form page's start-up JavaScript.
export { captchaToken, loadCaptcha } from './captcha.ts';
export { submitOnce } from './submit-flow.ts';
export { postJson } from './post-json.ts';
export { toast } from '../toast/toast.ts';
