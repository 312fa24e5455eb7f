// Glossary terms in an article body link to their definitions on the locale's glossary page:
// the terms of the article's own language (English for an English article shown on another
// locale), each slug linked once. A missing glossary leaves the body as it is.
import type { GlossaryContent } from '../../../shared/content/academy.ts';
import { glossaryNames } from '../../../shared/glossary/entries.ts';
import { linkGlossaryTerms } from '../../../shared/glossary/link-terms.ts';
import { boundedMemo } from '../../../shared/bounded-memo.ts';
import type { LocaleCode } from '../../../shared/locales.ts';
import type { Services } from '../../services.ts';

/**
 * Linked bodies by locale, language and body: linking runs the patterns of the terms a body
 * contains over its text (about 2 ms for an article of the sandbox's; more for an instance's
 * first, which compiles the glossary's five hundred),
 * while a body and its glossary change only with a deploy or an upstream edit (a new body is a
 * new key). Bounded: oldest out first.
 */
const linked = boundedMemo<string, string>(300);

export async function glossaryLinker(services: Services, locale: LocaleCode, englishArticle: boolean): Promise<(html: string) => string> {
  try {
    const [english, own] = await Promise.all([
      services.content<GlossaryContent>('academy/glossary', 'en'),
      englishArticle ? Promise.resolve(null) : services.content<GlossaryContent>('academy/glossary', locale),
    ]);
    if (!english) return (html) => html;
    const ownTerms = own && own.lang !== 'en' ? own.data.terms : null;
    return (html) =>
      linked.get(`${locale}|${ownTerms ? 'own' : 'en'}|${html}`, () => linkGlossaryTerms(html, glossaryNames(english.data.terms, ownTerms), (slug) => `/${locale}/academy/terminology#${slug}`));
  } catch {
    return (html) => html;
  }
}
