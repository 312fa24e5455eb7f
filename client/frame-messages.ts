// The frame's messages (nav, menus, footer, dialogs: ~16 KB, the biggest part of every page's
// hydration data) travel as a file of their own, /_i18n/<locale>/frame/<hash>.json: the same
// for every page of a locale, so a browser or CDN fetches it once and keeps it (the name
// changes with the text), and each page's HTML is that much smaller to render, compress and
// send. The hash is made once per messages object (one per locale for the life of a process).
import { contentHash } from '../shared/content-hash.ts';
import type { LocaleCode } from '../shared/locales.ts';
import type { Messages } from './services.ts';

export interface FrameMessagesFile {
  json: string;
  hash: string;
}

const files = new WeakMap<Messages, FrameMessagesFile>();

export function frameMessagesFile(messages: Messages): FrameMessagesFile {
  let file = files.get(messages);
  if (!file) {
    const json = JSON.stringify(messages);
    files.set(messages, (file = { json, hash: contentHash(json) }));
  }
  return file;
}

export const frameMessagesPath = (locale: LocaleCode, hash: string) => `/_i18n/${locale}/frame/${hash}.json`;

export const frameMessagesUrl = (locale: LocaleCode, messages: Messages) => frameMessagesPath(locale, frameMessagesFile(messages).hash);
