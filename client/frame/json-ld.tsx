// One JSON-LD script. A module of its own: the pages' FAQ and glossary nodes need only this, not
// the head's Organization builder and the registers it reads (head-json-ld.tsx).
import { serializeJsonLd } from '../../shared/seo/json-ld.ts';

export function JsonLdScript({ data, json }: { data?: unknown; json?: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json ?? serializeJsonLd(data) }} />;
}
