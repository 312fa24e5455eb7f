// Long-form content blocks (content files): titled paragraphs with optional bullets. `lang` marks
// text that fell back to English on another locale's page. On a right-to-left page, symbols and
// figures inside the text sit in left-to-right isolates (BidiText; issue 34).
import { Fragment } from 'react';
import type { ProseSection } from '../../shared/content/prose.ts';
import { ltrSegments } from '../../shared/text/ltr-tokens.ts';
import { getLocale } from '../../shared/locales.ts';
import { useLocale } from '../frame/use-locale.ts';

/** Text whose symbols (EUR/USD, XAUUSD, OPEC+) and figures (1.0800, 13:30, 3.5%) are isolated on right-to-left pages. */
export function BidiText({ text }: { text: string }) {
  const rtl = getLocale(useLocale()).dir === 'rtl';
  if (!rtl) return <>{text}</>;
  return (
    <>
      {ltrSegments(text).map((s, i) => (typeof s === 'string' ? <Fragment key={i}>{s}</Fragment> : <bdi key={i} dir="ltr" className="ltr-token">{s.ltr}</bdi>))}
    </>
  );
}

export function ProseBlock({ section, lang, headingLevel = 2 }: { section: ProseSection; lang?: string; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="prose-block" lang={lang}>
      <H className="prose-block__title">{section.title}</H>
      {section.paragraphs.map((p, i) => <p key={i}><BidiText text={p} /></p>)}
      {section.bullets?.length ? (
        <ul className="check-list">
          {section.bullets.map((b, i) => <li key={i}><BidiText text={b} /></li>)}
        </ul>
      ) : null}
    </div>
  );
}
