// A cached page: the document bytes as first rendered (minus per-response nonces), the hashes
// of its inline scripts for its own CSP, a strong ETag, and brotli/gzip variants made once.
// Once the variants exist the uncompressed document is dropped: it was 71-77% of an entry's
// bytes, and only clients that accept no compression ask for it (rare: browsers, nginx and CDNs
// all send Accept-Encoding); they get it gunzipped from the gzip variant.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzipSync, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export interface PageEntry {
  status: number;
  /** Route name (or 'error'), for metrics and per-type TTLs. */
  pageType: string;
  /** The uncompressed document, until the variants are made (see identityBody). */
  body?: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  /** 'sha256-…' sources for this document's inline scripts (React's streaming runtime). */
  scriptHashes: string[];
  storedAt: number;
  ttlMs: number;
  /** After ttlMs the entry is served stale for this long while one refresh runs. */
  staleMs: number;
}

const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const executableType = /\btype="(?!(?:module|text\/javascript|application\/javascript)")[^"]*"/;
const nonceAttribute = Buffer.from(' nonce="');

/**
 * Removes the nonce attributes a streamed response carried (a nonce must never be served
 * twice) and returns the CSP hash sources of the inline scripts that remain executable.
 * Works on the bytes as Latin-1 text, where one character is one byte: the UTF-8 document is
 * never decoded and encoded again.
 */
export function prepareDocument(body: Buffer): { body: Buffer; scriptHashes: string[] } {
  let text = body.toString('latin1');
  if (body.includes(nonceAttribute)) {
    text = text.replace(/ nonce="[^"]*"/g, '');
    body = Buffer.from(text, 'latin1');
  }
  const hashes = new Set<string>();
  for (const m of text.matchAll(inlineScript)) {
    const attrs = m[1] ?? '';
    if (executableType.test(attrs)) continue; // JSON and JSON-LD blocks are data, not script
    // Latin-1 out again gives the script's own UTF-8 bytes, which is what a browser hashes.
    hashes.add(`'sha256-${createHash('sha256').update(m[2] ?? '', 'latin1').digest('base64')}'`);
  }
  return { body, scriptHashes: [...hashes] };
}

export function createEntry(input: { body: Buffer; status: number; pageType: string; ttlMs: number; staleMs: number; now?: number }): PageEntry {
  const { body, scriptHashes } = prepareDocument(input.body);
  return {
    status: input.status,
    pageType: input.pageType,
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    scriptHashes,
    storedAt: input.now ?? Date.now(),
    ttlMs: input.ttlMs,
    staleMs: input.staleMs,
  };
}

/** Brotli at the highest quality and gzip -9, off the request path (libuv thread pool). */
export async function compressEntry(entry: PageEntry): Promise<void> {
  const body = entry.body;
  if (!body) return; // made already (the document goes once they are)
  const [br, gzipped] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gz(body, { level: 9 }),
  ]);
  setVariants(entry, br, gzipped);
}

/** Gives an entry its variants and drops the uncompressed document they replace. */
export function setVariants(entry: PageEntry, br: Buffer, gzipped: Buffer): void {
  entry.br = br;
  entry.gzip = gzipped;
  delete entry.body;
}

/**
 * The uncompressed document: kept until the variants are made, then gunzipped for each request
 * that asks for it (0.25-0.5 ms for 70-430 KB; a render costs far more).
 */
export function identityBody(entry: PageEntry): Buffer {
  if (entry.body) return entry.body;
  if (!entry.gzip) throw new Error('page entry has neither its document nor a gzip variant');
  return gunzipSync(entry.gzip);
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** Picks the best variant the client accepts (q=0 excludes), br preferred over gzip. */
export function negotiateEncoding(acceptEncoding: string | undefined, available: { br: boolean; gzip: boolean }): Encoding {
  if (!acceptEncoding) return 'identity';
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qp ? Number(qp.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepts = (enc: string) => (q.get(enc) ?? q.get('*') ?? 0) > 0;
  if (available.br && accepts('br')) return 'br';
  if (available.gzip && (accepts('gzip') || accepts('x-gzip'))) return 'gzip';
  return 'identity';
}

export function etagFor(entry: PageEntry, encoding: Encoding): string {
  return encoding === 'identity' ? entry.etag : entry.etag.replace(/"$/, `-${encoding}"`);
}

/** If-None-Match against any variant of this entry (a cache may hold another encoding). */
export function notModified(ifNoneMatch: string | undefined, entry: PageEntry): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const base = entry.etag.slice(1, -1);
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    return t === base || t === `${base}-br` || t === `${base}-gzip`;
  });
}
