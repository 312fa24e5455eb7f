// Prose sections of a content file as one HTML string, for long text that must appear once in
// the document (client/ui/server-html.tsx): every text is escaped, so the markup is ours alone.
import type { ProseSection } from './prose.ts';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => entities[c]!);

export function proseHtml(sections: readonly (ProseSection & { id: string })[]): string {
  return sections
    .map((s) => {
      const paragraphs = s.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
      const bullets = s.bullets?.length ? `<ul class="check-list">${s.bullets.map((b) => `<li>${escapeHtml(b)}</li>`).join('')}</ul>` : '';
      return `<section class="prose-block" aria-labelledby="${escapeHtml(s.id)}"><h2 id="${escapeHtml(s.id)}" class="prose-block__title">${escapeHtml(s.title)}</h2>${paragraphs}${bullets}</section>`;
    })
    .join('');
}
