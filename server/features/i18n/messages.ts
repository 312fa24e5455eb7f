// Translation messages (spec 2.1, 7): locales/<language>/messages.json plus one <namespace>.json per
// page family, per message language,
// read once at start; a locale's messages are its chain (shared/locales.ts `messages`) merged,
// most specific first. The merged set, its JSON body and ETag are computed once per locale.
import { bundleMessages, textVersion } from '../../../shared/message-bundles.ts';
import { boundedMemo } from '../../../shared/bounded-memo.ts';
import { fillFacts, localeFacts } from '../../../shared/marketing-facts.ts';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getLocale, localeCodes, messageLanguages, type LocaleCode, type MessageLanguage } from '../../../shared/locales.ts';

export type MessageValue = string | number | boolean | null | MessageValue[] | MessageTree;
export interface MessageTree {
  [key: string]: MessageValue;
}
export type MessageResources = Record<MessageLanguage, MessageTree>;

function isTree(value: unknown): value is MessageTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads <dir>/<language>/messages.json (the frame's and flagship pages' namespaces at its top
 * level) and every other <dir>/<language>/<namespace>.json, which holds the tree of the top-level
 * key <namespace> (one file per page family, so families never edit the same file). A missing
 * folder is an empty set; an unreadable file or one that is not a JSON object stops start-up.
 */
export function loadMessageResources(dir: string): MessageResources {
  const resources = {} as MessageResources;
  for (const language of messageLanguages) {
    let names: string[];
    try {
      names = readdirSync(join(dir, language)).filter((n) => n.endsWith('.json')).sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        resources[language] = {};
        continue;
      }
      throw error;
    }
    let tree: MessageTree = {};
    for (const name of ['messages.json', ...names.filter((n) => n !== 'messages.json')]) {
      if (!names.includes(name)) continue;
      const parsed = readMessageFile(join(dir, language, name));
      tree = deepMerge(tree, name === 'messages.json' ? parsed : { [name.slice(0, -'.json'.length)]: parsed });
    }
    resources[language] = tree;
  }
  return resources;
}

function readMessageFile(file: string): MessageTree {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read translation messages ${file}: ${(error as Error).message}`, { cause: error });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    throw new Error(`Invalid JSON in translation messages ${file}: ${(error as Error).message}`, { cause: error });
  }
  if (!isTree(parsed)) throw new Error(`Translation messages ${file} must hold a JSON object`);
  return parsed;
}

/**
 * A new tree with `over` merged into `base`: nested objects merge key by key, anything else
 * (strings, arrays, numbers) from `over` replaces. Neither input is modified.
 */
export function deepMerge(base: MessageTree, over: MessageTree): MessageTree {
  const out: MessageTree = { ...base };
  for (const key of Object.keys(over)) {
    // JSON.parse makes "__proto__" an own key; never let it reach a prototype setter.
    if (key === '__proto__') continue;
    const value = over[key]!;
    const prev = out[key];
    out[key] = isTree(value) && isTree(prev) ? deepMerge(prev, value) : value;
  }
  return out;
}

/** The merged messages of a locale: its message chain, most specific language winning. */
export function messagesForLocale(resources: Partial<Record<MessageLanguage, MessageTree>>, code: LocaleCode): MessageTree {
  const chain = getLocale(code).messages;
  let merged: MessageTree = {};
  for (let i = chain.length - 1; i >= 0; i--) merged = deepMerge(merged, resources[chain[i]!] ?? {});
  return merged;
}

export interface LocaleMessages {
  messages: MessageTree;
  /** The GET /_i18n/{locale}/messages.json body: { [locale]: messages }. */
  body: string;
  /** Strong ETag of body. */
  etag: string;
}

/** A message bundle of a locale (shared/message-bundles.ts), as GET /_i18n/{locale}/frame.json or pick.json sends it. */
export interface MessageBundleEntry {
  body: string;
  /** textVersion(body): the ?v= of the immutable URL pages name. */
  version: string;
  etag: string;
}

export interface MessagesStore {
  resources: MessageResources;
  /** The merged messages of a locale (shared: do not modify). */
  forLocale(code: LocaleCode): MessageTree;
  /** The merged messages with their serialised endpoint body and ETag. */
  entry(code: LocaleCode): LocaleMessages;
  /** A bundle ('frame' or a page family's keys, all of them present) with its body and version. */
  bundle(code: LocaleCode, name: string): MessageBundleEntry;
}

export function createMessagesStore(resources: MessageResources): MessagesStore {
  const entries = new Map<LocaleCode, LocaleMessages>();
  const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  for (const code of localeCodes) {
    // Copy carries {{maxLeverage}}, {{pairs}} ...: filled here once with the locale's own facts.
    const messages = fillFacts(messagesForLocale(resources, code), localeFacts(code));
    const body = JSON.stringify({ [code]: messages });
    entries.set(code, { messages, body, etag: etagOf(body) });
  }
  // Pages name a few dozen bundles per locale; any other key list is made afresh past the bound.
  const bundles = boundedMemo<string, MessageBundleEntry>(localeCodes.length * 64);
  const bundleEntry = (code: LocaleCode, name: string): MessageBundleEntry => {
    const body = JSON.stringify(bundleMessages(entries.get(code)!.messages, name));
    return { body, version: textVersion(body), etag: etagOf(body) };
  };
  return {
    resources,
    forLocale: (code) => entries.get(code)!.messages,
    entry: (code) => entries.get(code)!,
    bundle: (code, name) => bundles.get(`${code} ${name}`, () => bundleEntry(code, name)),
  };
}

/**
 * Whether an If-None-Match header matches an ETag (weak comparison, RFC 9110 13.1.2).
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const value = ifNoneMatch.trim();
  if (value === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return value.split(',').some((t) => t.trim().replace(/^W\//, '') === opaque);
}
