// What every sandbox resource's routes share: the state, the query reader, the languages the
// fixtures answer in, and the envelope of a success.
import type { FastifyRequest } from 'fastify';
import { normalizeQuery } from '../../../shared/schemas/api.ts';
import { articleFileLanguage, fixtureLanguage } from '../fixtures/articles.ts';
import { mediaFixtureLanguage } from '../fixtures/media-text/index.ts';
import type { SandboxState } from '../state.ts';

export const ok = (data: unknown) => ({ code: 200, msg: 'success', data });

/** A 404 envelope as the upstream sends it. */
export const missing = (msg: string) => ({ code: 404, msg, data: null });

export const ids = (v: unknown): number[] =>
  (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : []).map(Number).filter((n) => Number.isInteger(n) && n > 0);

export const int = (v: unknown, def: number, max: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : def;
};

export const q = (request: FastifyRequest) => normalizeQuery(request.query);
/** News, insight and author lists: the three fixture languages. */
export const lang = (request: FastifyRequest) => fixtureLanguage(q(request).language as string | undefined);
/** Articles may be written in any site language (the beginner lessons are). */
export const articleLang = (request: FastifyRequest) => articleFileLanguage(q(request).language as string | undefined);
/** Media and expert items answer in every site language (issue 34; media-text/). */
export const mediaLang = (request: FastifyRequest) => mediaFixtureLanguage(q(request).language as string | undefined);

export interface SandboxRoutesOptions {
  state: SandboxState;
}
