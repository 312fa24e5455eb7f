// The entity register: the group's companies, their regulators, licences, offices, client
// protections, leverage caps (per client category and instrument group) and inducement rules.
// The single source for the footer, the regulatory page, the legal documents, the contact
// offices, the Organization JSON-LD (subOrganization) and every leverage figure the site states
// (conditions tables, calculator, account types, marketing copy via shared/marketing-facts.ts). Facts live here; the sentences
// that describe them are translated (locales/<language>/entities.json).
import type { LocaleCode } from '../locales.ts';
import type { InstrumentGroup } from '../trading/instrument-basics.ts';

export type EntityId = 'au' | 'vu' | 'operating' | 'mu';
/** Entities sharing one set of legal documents. */
export type DocumentGroup = 'au' | 'international';
export type Service = 'cfdDealing' | 'execution' | 'payments' | 'support';

/** How the entity classifies a client: leverage caps and inducement rules differ by category. */
export const clientCategories = ['retail', 'professional'] as const;
export type ClientCategory = (typeof clientCategories)[number];

/** The groups a cap is set for: the catalogue's instrument groups, plus 'etf' for exchange-traded funds. */
export type LeverageGroup = InstrumentGroup | 'etf';
/** Largest leverage (the N of 1:N) per instrument group. */
export type LeverageCaps = Record<LeverageGroup, number>;

export interface Regulator {
  name: string;
  abbreviation: string;
  country: string;
  /** The regulator's public register, where the licence can be checked. */
  registerUrl: string;
}

export interface Entity {
  id: EntityId;
  legalName: string;
  /** 'regulated' entities hold a licence and contract with clients; 'operating' ones do not. */
  kind: 'regulated' | 'operating';
  /** Company registration number as shown in the register (ACN, company No. ...). */
  registration: string;
  regulator?: Regulator;
  licence?: { number: string; type: string };
  address: {
    streetAddress: string;
    addressLocality: string;
    addressRegion?: string;
    postalCode?: string;
    /** ISO 3166-1 alpha-2. */
    addressCountry: string;
  };
  telephone: string;
  email: string;
  /** schema.org openingHours (local time of the office). */
  openingHours: string;
  timeZone: string;
  services: readonly Service[];
  /**
   * Leverage caps per client category and instrument group: the one source of every leverage
   * figure the site states (conditions tables, calculator, account types, marketing copy).
   */
  leverage?: Record<ClientCategory, LeverageCaps>;
  /** Whether retail clients may be offered inducements (deposit bonuses); ASIC bans them. */
  inducementsAllowed?: boolean;
  segregatedClientMoney: boolean;
  negativeBalanceProtection: boolean;
  /** External dispute resolution or compensation scheme, by name; undefined when none. */
  compensation?: { name: string; url: string };
  documentGroup?: DocumentGroup;
  /** The locales whose visitors are on-boarded by this entity (regulated entities only). */
  locales: readonly LocaleCode[];
  /**
   * Sample data: the numbers, addresses and contacts are placeholders, not a real register entry.
   * Pages that show them say so; a real register drops the flag (no code change).
   */
  sample?: true;
}

// VFSC and FSC Mauritius set no retail cap of their own: the group applies one set of caps to both categories.
const vuCaps: LeverageCaps = { 'forex-major': 1000, 'forex-minor': 500, 'forex-exotic': 100, gold: 500, metals: 100, energy: 200, 'index-major': 200, 'index-minor': 100, shares: 20, etf: 20, crypto: 20 };
const muCaps: LeverageCaps = { 'forex-major': 500, 'forex-minor': 500, 'forex-exotic': 100, gold: 500, metals: 100, energy: 100, 'index-major': 200, 'index-minor': 100, shares: 20, etf: 20, crypto: 10 };

export const entities: readonly Entity[] = [
  {
    id: 'au',
    legalName: 'Velora Markets Australia Pty Ltd',
    kind: 'regulated',
    registration: 'ACN 000 000 000',
    regulator: { name: 'Australian Securities and Investments Commission', abbreviation: 'ASIC', country: 'AU', registerUrl: 'https://asic.gov.au/online-services/search-asic-s-registers/' },
    licence: { number: 'SAMPLE-000001', type: 'Australian Financial Services Licence (AFSL)' },
    address: { streetAddress: 'Level 0, 1 Example Street', addressLocality: 'Sydney', addressRegion: 'NSW', postalCode: '2000', addressCountry: 'AU' },
    // ACMA reserves 02 5550 xxxx for fictional use; the other countries have no such range, so zeros.
    telephone: '+61 2 5550 4182',
    email: 'support.au@veloramarkets.example',
    openingHours: 'Mo-Fr 09:00-17:30',
    timeZone: 'Australia/Sydney',
    services: ['cfdDealing', 'execution', 'support'],
    // ASIC Corporations (Product Intervention Order—Contracts for Difference) Instrument 2020/986.
    leverage: { retail: { 'forex-major': 30, 'forex-minor': 20, 'forex-exotic': 20, gold: 20, metals: 10, energy: 10, 'index-major': 20, 'index-minor': 10, shares: 5, etf: 5, crypto: 2 }, professional: { 'forex-major': 500, 'forex-minor': 200, 'forex-exotic': 100, gold: 200, metals: 100, energy: 100, 'index-major': 200, 'index-minor': 100, shares: 20, etf: 20, crypto: 10 } },
    inducementsAllowed: false,
    segregatedClientMoney: true,
    negativeBalanceProtection: true,
    compensation: { name: 'Australian Financial Complaints Authority (AFCA)', url: 'https://www.afca.org.au/' },
    documentGroup: 'au',
    locales: ['en-nz', 'zh-hant-nz', 'zh-hans-nz'],
    sample: true,
  },
  {
    id: 'vu',
    legalName: 'Velora Markets (V) Ltd',
    kind: 'regulated',
    registration: 'Company No. SAMPLE-VU-0001',
    regulator: { name: 'Vanuatu Financial Services Commission', abbreviation: 'VFSC', country: 'VU', registerUrl: 'https://www.vfsc.vu/' },
    licence: { number: 'SAMPLE-000002', type: 'Dealers in Securities licence' },
    address: { streetAddress: 'Sample House, Example Road', addressLocality: 'Port Vila', addressCountry: 'VU' },
    telephone: '+678 00 000',
    email: 'support.vu@veloramarkets.example',
    openingHours: 'Mo-Fr 08:30-17:00',
    timeZone: 'Pacific/Efate',
    services: ['cfdDealing', 'execution', 'support'],
    leverage: { retail: vuCaps, professional: vuCaps },
    inducementsAllowed: true,
    segregatedClientMoney: true,
    negativeBalanceProtection: true,
    documentGroup: 'international',
    locales: ['th', 'vi', 'id', 'ms', 'tl', 'ko', 'zh-hant-tw', 'en-tw', 'cht', 'zh-hant-mo', 'zh-hant', 'eng', 'en-mo'],
    sample: true,
  },
  {
    id: 'operating',
    legalName: 'Velora Global Operations Ltd',
    kind: 'operating',
    registration: 'HE SAMPLE-CY-0001',
    address: { streetAddress: '1 Example Avenue', addressLocality: 'Limassol', postalCode: '3000', addressCountry: 'CY' },
    telephone: '+357 00 000 000',
    email: 'operations@veloramarkets.example',
    openingHours: 'Mo-Fr 09:00-18:00',
    timeZone: 'Asia/Nicosia',
    services: ['payments', 'support'],
    segregatedClientMoney: false,
    negativeBalanceProtection: false,
    locales: [],
    sample: true,
  },
  {
    id: 'mu',
    legalName: 'Velora Markets (Mauritius) Ltd',
    kind: 'regulated',
    registration: 'Company No. SAMPLE-MU-0001',
    regulator: { name: 'Financial Services Commission, Mauritius', abbreviation: 'FSC', country: 'MU', registerUrl: 'https://www.fscmauritius.org/en/supervision/register-of-licensees' },
    licence: { number: 'SAMPLE-000003', type: 'Investment Dealer (Full Service Dealer, excluding Underwriting)' },
    address: { streetAddress: 'Sample Tower, Example Road', addressLocality: 'Ebene', postalCode: '72201', addressCountry: 'MU' },
    telephone: '+230 000 0000',
    email: 'support.mu@veloramarkets.example',
    openingHours: 'Mo-Fr 09:00-18:00',
    timeZone: 'Indian/Mauritius',
    services: ['cfdDealing', 'execution', 'support'],
    leverage: { retail: muCaps, professional: muCaps },
    inducementsAllowed: true,
    segregatedClientMoney: true,
    negativeBalanceProtection: true,
    compensation: { name: 'Office of the Ombudsperson for Financial Services', url: 'https://www.ombudsperson-financialservices.mu/' },
    documentGroup: 'international',
    locales: ['en', 'zh-hans', 'zh-hans-cn', 'en-in', 'pt', 'it', 'fr', 'de', 'ar'],
    sample: true,
  },
];

/** True when any entity of the register is sample data (pages showing it carry the notice). */
export const registerIsSample = entities.some((e) => e.sample);

export const regulatedEntities = entities.filter((e) => e.kind === 'regulated');

export function entityById(id: EntityId): Entity {
  return entities.find((e) => e.id === id)!;
}

/** The entity that on-boards visitors of a locale (every locale has exactly one). */
export function entityForLocale(locale: LocaleCode): Entity {
  return regulatedEntities.find((e) => e.locales.includes(locale)) ?? entityById('mu');
}

/** The cap (N of 1:N) for a client category and instrument group; 1 (no leverage) when the entity deals in no CFDs. */
export function leverageCap(e: Entity, category: ClientCategory, group: LeverageGroup): number {
  return e.leverage?.[category][group] ?? 1;
}

/** The highest cap of a client category over all groups (the "up to 1:N" of the copy), or over `groups`. */
export function maxLeverage(e: Entity, category: ClientCategory = 'retail', groups?: readonly LeverageGroup[]): number {
  const caps = e.leverage?.[category];
  if (!caps) return 1;
  return Math.max(...(groups ?? (Object.keys(caps) as LeverageGroup[])).map((g) => caps[g] ?? 1));
}

/** '1:500' */
export function leverageText(n: number): string {
  return `1:${n}`;
}

/** One-line postal address: street, locality region postcode, country code. */
export function formatAddress(e: Entity, countryName: (code: string) => string = (c) => c): string {
  const a = e.address;
  const locality = [a.addressLocality, a.addressRegion, a.postalCode].filter(Boolean).join(' ');
  return `${a.streetAddress}, ${locality}, ${countryName(a.addressCountry)}`;
}

/** Interpolation values the translated entity sentences use ({{name}}, {{licence}} ...). */
export function entityFacts(e: Entity, countryName?: (code: string) => string): Record<string, string> {
  return {
    name: e.legalName,
    registration: e.registration,
    regulator: e.regulator ? `${e.regulator.name} (${e.regulator.abbreviation})` : '',
    licence: e.licence?.number ?? '',
    licenceType: e.licence?.type ?? '',
    address: formatAddress(e, countryName),
  };
}

/** An entity's office in the shape of the structured data (shared/seo/json-ld.ts Office). */
export function entityOffice(e: Entity) {
  return { name: e.legalName, ...e.address, telephone: e.telephone, email: e.email, openingHours: e.openingHours };
}

/** The register's names that are quoted in English in every language (WCAG 3.1.2: marked lang="en"). */
export const registerEnglishNames: readonly string[] = entities.flatMap((e) => [
  e.regulator?.name ?? '',
  e.licence?.type.replace(/ \([A-Z]+\)$/, '') ?? '',
  e.licence?.type ?? '',
  e.compensation?.name.replace(/ \([A-Z]+\)$/, '') ?? '',
  e.compensation?.name ?? '',
]).filter(Boolean);
