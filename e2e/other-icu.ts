// A browser whose ICU words differ from Node's. Safari and Firefox bring their own ICU data (and
// Chromium's differs from Node's: "Hong Kong" against "Hong Kong SAR China"), so any text a
// component makes with Intl while hydrating can differ from the server's HTML, and React then
// throws that HTML away (error 418). This init script makes every Intl word in the page differ
// (a word joiner, U+2060, is appended), so a sweep finds every such component in Chromium alone.
import type { BrowserContext } from 'playwright';

/** Runs in the page before its scripts: every Intl formatter's output gets a trailing U+2060. */
function divergeIntl(): void {
  const mark = '\u2060';
  const wrapGetter = (proto: object, name: string) => {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name);
    if (!descriptor?.get) return;
    const get = descriptor.get;
    Object.defineProperty(proto, name, {
      ...descriptor,
      get(this: unknown) {
        const format = get.call(this) as (...args: unknown[]) => string;
        return (...args: unknown[]) => format(...args) + mark;
      },
    });
  };
  const wrapMethod = (proto: Record<string, unknown>, name: string, change: (result: unknown) => unknown) => {
    const original = proto[name];
    if (typeof original !== 'function') return;
    proto[name] = function (this: unknown, ...args: unknown[]) {
      return change((original as (...a: unknown[]) => unknown).apply(this, args));
    };
  };
  const text = (result: unknown) => (typeof result === 'string' ? result + mark : result);
  const parts = (result: unknown) => (Array.isArray(result) ? [...result, { type: 'literal', value: mark }] : result);
  wrapGetter(Intl.NumberFormat.prototype, 'format');
  wrapGetter(Intl.DateTimeFormat.prototype, 'format');
  for (const proto of [Intl.NumberFormat.prototype, Intl.DateTimeFormat.prototype, Intl.RelativeTimeFormat.prototype, Intl.ListFormat.prototype]) {
    const methods = proto as unknown as Record<string, unknown>;
    wrapMethod(methods, 'formatToParts', parts);
    if (proto !== Intl.NumberFormat.prototype && proto !== Intl.DateTimeFormat.prototype) wrapMethod(methods, 'format', text);
    wrapMethod(methods, 'formatRange', text);
  }
  wrapMethod(Intl.DisplayNames.prototype as unknown as Record<string, unknown>, 'of', text);
  for (const proto of [Number.prototype, Date.prototype] as unknown as Record<string, unknown>[]) wrapMethod(proto, 'toLocaleString', text);
  for (const name of ['toLocaleDateString', 'toLocaleTimeString']) wrapMethod(Date.prototype as unknown as Record<string, unknown>, name, text);
}

/** Every page of `context` formats with an ICU whose words differ from the server's. */
export async function useOtherIcu(context: BrowserContext): Promise<void> {
  await context.addInitScript(divergeIntl);
}
