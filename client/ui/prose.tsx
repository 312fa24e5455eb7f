// Long-form content blocks (content files): titled paragraphs with optional bullets. `lang` marks
// text that fell back to English on another locale's page.
import type { ProseSection } from '../../shared/content/prose.ts';

export function ProseBlock({ section, lang, headingLevel = 2 }: { section: ProseSection; lang?: string; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="prose-block" lang={lang}>
      <H className="prose-block__title">{section.title}</H>
      {section.paragraphs.map((p, i) => <p key={i}>{p}</p>)}
      {section.bullets?.length ? (
        <ul className="check-list">
          {section.bullets.map((b, i) => <li key={i}>{b}</li>)}
        </ul>
      ) : null}
    </div>
  );
}
