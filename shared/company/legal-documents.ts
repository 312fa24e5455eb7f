// The legal documents register: which documents each regulated entity publishes, with version and
// effective date. The text lives in content/en/about/legal-documents.json (English is the binding
// version); the site serves each as a printable HTML document at documentPath().
import { regulatedEntities, type Entity, type EntityId } from './entities.ts';

export const documentKinds = [
  'client-agreement',
  'risk-disclosure',
  'order-execution-policy',
  'conflicts-of-interest-policy',
  'complaints-procedure',
  'privacy-policy',
  'cookie-policy',
  'key-information-document',
  'product-disclosure-statement',
  'target-market-determination',
] as const;
export type DocumentKind = (typeof documentKinds)[number];

export interface DocumentVersion {
  version: string;
  /** Effective date, ISO yyyy-mm-dd. */
  effective: string;
}

const versions: Record<DocumentKind, DocumentVersion> = {
  'client-agreement': { version: '4.2', effective: '2025-09-01' },
  'risk-disclosure': { version: '3.1', effective: '2025-09-01' },
  'order-execution-policy': { version: '2.4', effective: '2025-06-15' },
  'conflicts-of-interest-policy': { version: '2.0', effective: '2025-03-01' },
  'complaints-procedure': { version: '3.0', effective: '2025-06-15' },
  'privacy-policy': { version: '5.1', effective: '2026-11-29' },
  'cookie-policy': { version: '2.1', effective: '2025-10-01' },
  'key-information-document': { version: '1.6', effective: '2025-07-01' },
  'product-disclosure-statement': { version: '3.3', effective: '2025-09-01' },
  'target-market-determination': { version: '2.2', effective: '2025-09-01' },
};

/** Australian retail clients also get the Product Disclosure Statement and the TMD. */
const australianOnly: readonly DocumentKind[] = ['product-disclosure-statement', 'target-market-determination'];

export interface LegalDocument extends DocumentVersion {
  kind: DocumentKind;
  entity: EntityId;
}

export function documentsOf(entity: Entity): LegalDocument[] {
  if (entity.kind !== 'regulated') return [];
  return documentKinds
    .filter((kind) => entity.id === 'au' || !australianOnly.includes(kind))
    .map((kind) => ({ kind, entity: entity.id, ...versions[kind] }));
}

export const legalDocuments: readonly LegalDocument[] = regulatedEntities.flatMap(documentsOf);

/** '/legal/au/client-agreement-v4.2.html': the version is in the URL, so it can be cached for good. */
export function documentPath(d: LegalDocument): string {
  return `/legal/${d.entity}/${d.kind}-v${d.version}.html`;
}

/** The file name a download is saved under. */
export function documentFileName(d: LegalDocument): string {
  return `velora-markets-${d.entity}-${d.kind}-v${d.version}.html`;
}

/** The document a /legal/{entity}/{file} path names, or undefined (unknown or outdated version). */
export function findDocument(entity: string, file: string): LegalDocument | undefined {
  return legalDocuments.find((d) => d.entity === entity && `${d.kind}-v${d.version}.html` === file);
}
