// Reads and validates every content file once: content/<language>/<name>.json, each checked
// against its schema in shared/content/registry.ts. A locale reads its message chain (most
// specific language first, English last), so an untranslated file falls back to English and
// says so (lang), letting the page mark it lang="en".
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { getLocale, messageLanguages, type LocaleCode, type MessageLanguage } from '../../../shared/locales.ts';
import { contentSchemas, type ContentSchemas } from '../../../shared/content/registry.ts';
import { fillFacts, localeFacts } from '../../../shared/marketing-facts.ts';

export interface ContentEntry<T = unknown> {
  /** The language the data is written in (English when the locale's language has no file). */
  lang: MessageLanguage;
  data: T;
}

export interface ContentStore {
  get<T = unknown>(name: string, locale: LocaleCode): ContentEntry<T> | undefined;
  /** Every content name with at least one file. */
  names(): string[];
}

function* jsonFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir).sort()) {
    const p = join(dir, entry);
    if (statSync(p).isDirectory()) yield* jsonFiles(p);
    else if (entry.endsWith('.json')) yield p;
  }
}

/** Loads content/<language>/**.json; throws one error listing every bad file. */
export function loadContent(dir: string, schemas: ContentSchemas = contentSchemas): ContentStore {
  const byLanguage = new Map<MessageLanguage, Map<string, unknown>>();
  const problems: string[] = [];
  let languages: string[] = [];
  try {
    languages = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  for (const language of languages) {
    if (!statSync(join(dir, language)).isDirectory()) continue;
    if (!(messageLanguages as readonly string[]).includes(language)) {
      problems.push(`${language}: not a message language (${messageLanguages.join(', ')})`);
      continue;
    }
    const files = new Map<string, unknown>();
    for (const file of jsonFiles(join(dir, language))) {
      const name = relative(join(dir, language), file).slice(0, -'.json'.length).split(sep).join('/');
      const schema = schemas[name];
      if (!schema) {
        problems.push(`${language}/${name}.json: no schema named '${name}' in shared/content/`);
        continue;
      }
      let raw: unknown;
      try {
        raw = JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        problems.push(`${language}/${name}.json: ${(error as Error).message}`);
        continue;
      }
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
        problems.push(`${language}/${name}.json: ${issues.join('; ')}`);
        continue;
      }
      files.set(name, parsed.data);
    }
    byLanguage.set(language as MessageLanguage, files);
  }
  if (problems.length) throw new Error(`Invalid content files under ${dir}:\n  ${problems.join('\n  ')}`);
  // The copy's {{maxLeverage}}, {{pairs}} ... filled with the locale's facts, once per (locale, file).
  const filled = new Map<string, ContentEntry>();
  return {
    get<T>(name: string, locale: LocaleCode): ContentEntry<T> | undefined {
      const key = `${locale}/${name}`;
      const hit = filled.get(key);
      if (hit) return hit as ContentEntry<T>;
      for (const lang of getLocale(locale).messages) {
        const files = byLanguage.get(lang);
        if (files?.has(name)) {
          const entry: ContentEntry = { lang, data: fillFacts(files.get(name), localeFacts(locale)) };
          filled.set(key, entry);
          return entry as ContentEntry<T>;
        }
      }
      return undefined;
    },
    names: () => [...new Set([...byLanguage.values()].flatMap((m) => [...m.keys()]))].sort(),
  };
}
