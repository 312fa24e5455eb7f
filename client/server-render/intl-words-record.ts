// Server only (the render bundle): each render's record of the Intl words its components said
// (shared/intl-words.ts). Renders interleave (React works on several pages in turns), so the
// record in use is the current render's, carried by AsyncLocalStorage.
import { AsyncLocalStorage } from 'node:async_hooks';
import { addIntlWords, recordIntlWordsWith, type IntlWords } from '../../shared/intl-words.ts';

const current = new AsyncLocalStorage<IntlWords>();

recordIntlWordsWith((formatter, input, words) => {
  const record = current.getStore();
  if (record) (record[formatter] ??= {})[input] = words;
});

/** Runs `work` (and whatever it schedules) with `record` taking the words said. */
export function recordingWords<T>(record: IntlWords, work: () => T): T {
  return current.run(record, work);
}

/** Adds `words` to the current render's record (a kept part's, said when it was first rendered). */
export function sayAgain(words: IntlWords): void {
  const record = current.getStore();
  if (record) addIntlWords(record, words);
}
