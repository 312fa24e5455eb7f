// The loaders' in-process API calls, with a one-second memory: under load, every render of a
// page asks the same question (the latest articles of a tag), and going through Fastify's
// request pipeline (app.inject) for each costs a measurable share of an uncached render. The
// BFF behind it keeps its own cache and time-outs; this only shares one answer among the renders
// of the same second. Failed answers are never shared. Callers must not modify the answers.
import type { ApiAnswer } from '../../../client/services.ts';

export interface ApiAnswersOptions {
  ask(url: string): Promise<ApiAnswer<unknown>>;
  ttlMs?: number;
  /** Bounded: query strings come from paths, which visitors choose. */
  maxEntries?: number;
}

export function memoizedApiAnswers({ ask, ttlMs = 1000, maxEntries = 500 }: ApiAnswersOptions): (url: string) => Promise<ApiAnswer<unknown>> {
  const answers = new Map<string, { until: number; answer: Promise<ApiAnswer<unknown>> }>();
  return (url) => {
    const now = Date.now();
    const known = answers.get(url);
    if (known && known.until > now) return known.answer;
    if (answers.size >= maxEntries) {
      for (const [key, entry] of answers) if (entry.until <= now) answers.delete(key);
      if (answers.size >= maxEntries) answers.clear();
    }
    const answer = ask(url);
    const entry = { until: now + ttlMs, answer };
    answers.set(url, entry);
    void answer.then((a) => {
      if (a.status >= 500 && answers.get(url) === entry) answers.delete(url);
    });
    return answer;
  };
}
