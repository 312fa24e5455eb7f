// A legal text of the content files (English, binding) inside a page: marked lang="en" so
// screen readers and translators treat it as English on every locale.
import type { LegalText } from '../../../shared/content/about.ts';

export function LegalTextView({ text, headingLevel = 3 }: { text: LegalText; headingLevel?: 3 | 4 }) {
  const H = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="legal-text" lang="en" dir="ltr">
      {text.sections.map((s) => (
        <section key={s.heading}>
          <H>{s.heading}</H>
          {s.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </section>
      ))}
    </div>
  );
}
