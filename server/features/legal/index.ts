// The legal documents as files: GET /legal/{entity}/{kind}-v{version}.html serves the English,
// binding text of a document of the register (shared/company/legal-documents.ts) as a printable
// HTML file. The version is in the URL, so answers are immutable and cached for a year;
// ?download=1 answers with Content-Disposition: attachment (a "save as" file name), otherwise inline.
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { documentFileName, findDocument } from '../../../shared/company/legal-documents.ts';
import { renderLegalDocument } from '../../../shared/company/legal-render.ts';
import type { LegalDocumentsContent, PrivacyNotice } from '../../../shared/content/about.ts';
import { entityById } from '../../../shared/company/entities.ts';
import { privacyPolicyText } from '../../../shared/company/privacy-legal.ts';

const documentCsp = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

async function legal(app: FastifyInstance): Promise<void> {
  const rendered = new Map<string, { body: string; etag: string }>();
  app.get<{ Params: { entity: string; file: string }; Querystring: { download?: string } }>('/legal/:entity/:file', async (request, reply) => {
    const doc = findDocument(request.params.entity, request.params.file);
    if (!doc) {
      return reply.code(404).header('cache-control', 'no-store').type('application/json; charset=utf-8').send({ error: 'not_found', field: 'file', message: 'No such legal document (or an outdated version)' });
    }
    const key = `${doc.entity}/${doc.kind}`;
    let answer = rendered.get(key);
    if (!answer) {
      const content = app.content.get('about/legal-documents', 'en');
      if (!content) throw new Error('content about/legal-documents is missing');
      // The privacy policy is the English privacy notice for the entity (every required item).
      const notice = doc.kind === 'privacy-policy' ? app.content.get('about/privacy-notice', 'en') : undefined;
      const text = notice ? privacyPolicyText(notice.data as PrivacyNotice, entityById(doc.entity)) : (content.data as LegalDocumentsContent).documents[doc.kind];
      const body = renderLegalDocument(doc, text);
      rendered.set(key, (answer = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` }));
    }
    const disposition = request.query.download !== undefined ? 'attachment' : 'inline';
    reply
      .header('content-disposition', `${disposition}; filename="${documentFileName(doc)}"`)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', answer.etag)
      .header('content-security-policy', documentCsp)
      .header('x-robots-tag', 'noindex')
      .header('content-language', 'en');
    if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(answer.body);
  });
}

export const legalFeature = fp(legal, { name: 'legal', dependencies: ['content'] });
