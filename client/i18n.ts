// The site's translator: the part of i18next the site uses, without i18next (issue 35: it was
// 13.8 KB brotli of every page's start-up JavaScript). One instance per locale and message set:
// it never changes language, so the server shares it between requests and the browser makes one
// before hydrating. Messages arrive already merged along the locale's fallback chain
// (shared/locales.ts), so no fallback language is needed. What it does, as i18next does it (and
// client/i18n.test.ts checks every key of every language against i18next itself):
// - keys are dotted paths into the messages ('footer.contact.email', 'faq.0.question');
// - {{name}} (spaces allowed) takes options.name; a value that is not given stays '{{name}}',
//   null and undefined-but-present become '', other values String(value); React escapes;
// - count picks the plural form: key_zero when count is 0 and it exists, key_<CLDR category of
//   the language>, key_other, then the key itself; count is interpolated too;
// - context: key_<context> first (with its plural forms), then the key;
// - returnObjects returns arrays and objects, with their strings interpolated;
// - a missing key answers defaultValue (interpolated) or the key; an object without
//   returnObjects answers the key.
import { messageAt } from '../shared/message-bundles.ts';
import type { Messages } from './services.ts';

export interface TOptions {
  count?: number;
  context?: string;
  defaultValue?: string;
  returnObjects?: boolean;
  [value: string]: unknown;
}

/** Translates a key; a string unless returnObjects asks for a list or an object. */
export interface TFunction {
  (key: string, options?: TOptions): string;
  <T>(key: string, options: TOptions & { returnObjects: true }): T;
}

type Listener = () => void;

export class Translator {
  readonly language: string;
  private messages: Messages;
  private readonly plurals: Intl.PluralRules;
  private readonly listeners: Listener[] = [];
  /** The i18next-shaped store: `on('added', fn)` hears of merged page texts. */
  readonly store = { on: (_event: 'added', fn: Listener) => void this.listeners.push(fn) };

  constructor(language: string, messages: Messages) {
    this.language = language;
    // A copy: merged page texts must not change the loader's messages (shared, and serialised
    // for hydration).
    this.messages = structuredClone(messages);
    this.plurals = new Intl.PluralRules(language);
  }

  /** Merges texts into the messages (deep, overwriting), as i18next's addResourceBundle. */
  addResourceBundle(_language: string, _namespace: string, texts: Messages, _deep = true, _overwrite = true): void {
    this.messages = mergeDeep(this.messages, texts);
    for (const fn of this.listeners) fn();
  }

  t: TFunction = ((key: string, options?: TOptions): unknown => {
    const value = this.resolve(key, options);
    if (value === undefined) return options?.defaultValue !== undefined ? interpolate(options.defaultValue, options) : key;
    if (typeof value === 'string') return interpolate(value, options);
    if (options?.returnObjects && value !== null && typeof value === 'object') return interpolateAll(value, options);
    return key;
  }) as TFunction;

  private resolve(key: string, options: TOptions | undefined): unknown {
    const bases = options?.context !== undefined && options.context !== '' ? [`${key}_${options.context}`, key] : [key];
    const count = options?.count;
    for (const base of bases) {
      if (typeof count === 'number') {
        const forms = count === 0 ? [`${base}_zero`] : [];
        forms.push(`${base}_${this.plurals.select(count)}`, `${base}_other`);
        for (const form of forms) {
          const v = messageAt(this.messages, form);
          if (v !== undefined) return v;
        }
      }
      const v = messageAt(this.messages, base);
      if (v !== undefined) return v;
    }
    return undefined;
  }
}

const placeholder = /\{\{\s*([^{}\s]+)\s*\}\}/g;

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(placeholder, (whole, name: string) => {
    if (!(name in options)) return whole;
    const v = options[name];
    return v === null || v === undefined ? '' : String(v);
  });
}

function interpolateAll(value: unknown, options: TOptions): unknown {
  if (typeof value === 'string') return interpolate(value, options);
  if (Array.isArray(value)) return value.map((v) => interpolateAll(v, options));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateAll(v, options)]));
  return value;
}

function mergeDeep(target: Messages, source: Messages): Messages {
  const out: Record<string, unknown> = { ...(target as Record<string, unknown>) };
  for (const [k, v] of Object.entries(source as Record<string, unknown>)) {
    const cur = out[k];
    out[k] = v && typeof v === 'object' && !Array.isArray(v) && cur && typeof cur === 'object' && !Array.isArray(cur) ? mergeDeep(cur as Messages, v as Messages) : v;
  }
  return out as Messages;
}

const instances = new WeakMap<Messages, Map<string, Translator>>();

/** The instance for a locale's messages, made once per messages object (a reload makes a new one). */
export function i18nFor(lng: string, messages: Messages): Translator {
  let byLanguage = instances.get(messages);
  if (!byLanguage) instances.set(messages, (byLanguage = new Map()));
  let instance = byLanguage.get(lng);
  if (!instance) byLanguage.set(lng, (instance = new Translator(lng, messages)));
  return instance;
}

/** Reads a nested message object without the translator (page data handed over by loaders). */
export function pick(messages: Messages, path: string): unknown {
  return messageAt(messages, path);
}
