// The last-resort 500 page, sent when React could not even render the shell. Plain markup, no
// script, the spec's English copy; it must never fail itself.
import { errorTexts, pageTitleForError } from '../../../shared/error-texts.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function errorDocument(status: number, brandName: string, cssHrefs: readonly string[] = []): string {
  const key = status === 404 || status === 403 || status === 500 ? status : 'default';
  return `<!DOCTYPE html><html lang="en-US" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(pageTitleForError(status, brandName))}</title><meta name="robots" content="noindex, nofollow">${cssHrefs.map((h) => `<link rel="stylesheet" href="${escape(h)}">`).join('')}</head><body><main id="main" class="error-shell"><section class="error-page" aria-labelledby="error-title"><p class="error-page__code" aria-hidden="true">${status}</p><h1 id="error-title" class="error-page__title">${escape(errorTexts.statusMessage[key])}</h1><p class="error-page__description">${escape(errorTexts.description[key])}</p><div class="error-page__actions"><a class="button button--primary" href="/">${escape(errorTexts.backHome)}</a></div></section></main></body></html>`;
}
