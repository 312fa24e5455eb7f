// The binding English privacy policy (the downloadable legal document) is the English privacy
// notice for the document's entity: every item of the notice and that entity's jurisdiction, with
// the same facts as the page. One text, so the translated page never says more than the binding one.
import type { LegalText, PrivacyNotice } from '../content/about.ts';
import { cachedDisplayNames } from '../format.ts';
import type { Entity } from './entities.ts';
import { fillPlaceholders } from './legal-render.ts';
import { privacyNoticeFacts } from './privacy.ts';

export function privacyPolicyText(notice: PrivacyNotice, entity: Entity): LegalText {
  const regions = cachedDisplayNames('en', { type: 'region' });
  const list = new Intl.ListFormat('en', { type: 'conjunction' });
  const facts = privacyNoticeFacts(entity, (c) => regions.of(c) ?? c, (items) => list.format(items));
  const fill = (s: string) => fillPlaceholders(s, facts);
  const own = entity.id === 'au' || entity.id === 'vu' || entity.id === 'mu' ? [notice.jurisdictions[entity.id]] : [];
  return {
    title: notice.title,
    sections: [{ heading: notice.title, paragraphs: [fill(notice.intro)] }, ...notice.sections, ...own].map((s) => ({
      heading: fill(s.heading),
      paragraphs: [...s.paragraphs, ...('bullets' in s && s.bullets ? s.bullets.map((b) => `• ${b}`) : [])].map(fill),
    })),
  };
}
