// Glossary terms in an article body link to their definitions on the locale's glossary page:
// the terms of the article's own language (English for an English article shown on another
// locale), each slug linked once. A missing glossary leaves the body as it is.
import type { GlossaryContent } from '../../../shared/content/academy.ts';
import { glossaryNames } from '../../../shared/glossary/entries.ts';
import { linkGlossaryTerms } from '../../../shared/glossary/link-terms.ts';
import type { LocaleCode } from '../../../shared/locales.ts';
import type { Services } from '../../services.ts';

export async function glossaryLinker(services: Services, locale: LocaleCode, englishArticle: boolean): Promise<(html: string) => string> {
  try {
    const [english, own] = await Promise.all([
      services.content<GlossaryContent>('academy/glossary', 'en'),
      englishArticle ? Promise.resolve(null) : services.content<GlossaryContent>('academy/glossary', locale),
    ]);
    if (!english) return (html) => html;
    const targets = glossaryNames(english.data.terms, own && own.lang !== 'en' ? own.data.terms : null);
    return (html) => linkGlossaryTerms(html, targets, (slug) => `/${locale}/academy/terminology#${slug}`);
  } catch {
    return (html) => html;
  }
}
