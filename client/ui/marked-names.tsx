// English names inside a translated page, marked lang="en" (WCAG 3.1.2): a screen reader reads a
// regulator's official name, a licence type or an ombudsman's name in English, not with the
// page's voice. See shared/marked-names.ts.
import type { ReactNode } from 'react';
import type { TFunction } from '../i18n.ts';
import { registerEnglishNames } from '../../shared/company/entities.ts';
import { englishFactKeys, englishNameParts, markedFacts, officialEnglishNames, sentenceParts } from '../../shared/marked-names.ts';

const allNames = [...registerEnglishNames, ...officialEnglishNames];

/** An English name in a translated page. */
export function En({ children }: { children: ReactNode }) {
  // dir="ltr" isolates the name on a right-to-left page (brackets and abbreviations stay in place).
  return <span lang="en" dir="ltr">{children}</span>;
}

/** A translated sentence with the register's facts, its English names marked. */
export function MarkedSentence({ t, k, facts, english = englishFactKeys }: { t: TFunction; k: string; facts: Record<string, string>; english?: readonly string[] }) {
  const parts = sentenceParts(String(t(k, markedFacts(facts, english))), facts);
  return <>{parts.map((p, i) => (p.english ? <En key={i}>{p.text}</En> : p.text))}</>;
}

/** A translated text with the official English names in it marked lang="en". */
export function MarkNames({ text }: { text: string }) {
  const parts = englishNameParts(text, allNames);
  if (parts.length === 1 && !parts[0]!.english) return <>{text}</>;
  return <>{parts.map((p, i) => (p.english ? <En key={i}>{p.text}</En> : p.text))}</>;
}
