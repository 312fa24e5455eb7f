// The facts of the privacy notice per entity (issue 31): who the controller is comes from the
// register (the visitor's entity, entityForLocale); what only the privacy notice needs lives here:
// the data protection contact, where data may go, how long it is kept. The notice's translated
// text (content/<language>/about/privacy-notice.json) carries placeholders, never these values.
// Sample data like the register: contacts are on .example, to be replaced by the real ones.
import { entities, formatAddress, type Entity, type EntityId } from './entities.ts';

export interface PrivacyFacts {
  /** The data protection officer's e-mail. */
  dpoEmail: string;
  /** Countries (ISO 3166-1 alpha-2) where recipients of the data may be (APP 8, GDPR art. 13(1)(f)). */
  overseasCountries: readonly string[];
  /** Years account and transaction records are kept after the relationship ends (AML/record-keeping law). */
  recordsYears: number;
  /** Years a message to us (contact form, e-mail) is kept when it led to no account. */
  contactYears: number;
  /** Days within which we answer a data protection request or complaint. */
  responseDays: number;
}

export const privacyFacts: Record<EntityId, PrivacyFacts> = {
  au: { dpoEmail: 'privacy.au@veloramarkets.example', overseasCountries: ['CY', 'MU', 'VU', 'IE', 'US', 'SG'], recordsYears: 7, contactYears: 2, responseDays: 30 },
  vu: { dpoEmail: 'privacy.vu@veloramarkets.example', overseasCountries: ['CY', 'MU', 'AU', 'IE', 'US', 'SG'], recordsYears: 6, contactYears: 2, responseDays: 30 },
  mu: { dpoEmail: 'privacy.mu@veloramarkets.example', overseasCountries: ['CY', 'VU', 'AU', 'IE', 'US', 'SG'], recordsYears: 7, contactYears: 2, responseDays: 30 },
  operating: { dpoEmail: 'privacy@veloramarkets.example', overseasCountries: ['MU', 'VU', 'AU', 'IE', 'US', 'SG'], recordsYears: 7, contactYears: 2, responseDays: 30 },
};

/** The privacy notice's placeholder values for an entity; country names as the page names them. */
export function privacyNoticeFacts(e: Entity, countryName: (code: string) => string, listJoin: (items: string[]) => string): Record<string, string> {
  const p = privacyFacts[e.id];
  return {
    entityName: e.legalName,
    registration: e.registration,
    address: formatAddress(e, countryName),
    email: e.email,
    telephone: e.telephone,
    dpoEmail: p.dpoEmail,
    overseasCountries: listJoin(p.overseasCountries.map(countryName)),
    recordsYears: String(p.recordsYears),
    contactYears: String(p.contactYears),
    responseDays: String(p.responseDays),
    groupCompanies: listJoin(entities.filter((x) => x.id !== e.id).map((x) => x.legalName)),
  };
}
