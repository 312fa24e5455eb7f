// One render of a page through the render bundle. A document complete when React hands it over
// (nearly all) goes to the page cache, when it keeps the page, and out as its response; else it
// is streamed to the visitor (a streamed response is never shared: its inline scripts carry this
// response's nonce) and, when asked, collected so the page cache can keep the complete document.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { isbot } from 'isbot';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildCsp, mergeCspExtra } from '../../plugins/security.ts';
import type { Services } from '../../../client/services.ts';
import { errorDocument } from './error-document.ts';
import type { createAssetResolver, preloadFonts } from './manifest.ts';
import type { RenderBundle } from './render-bundle.ts';
import type { RenderSlots } from './render-slots.ts';
import { queryVariant, type PagePolicy } from './page-cache/policy.ts';
import type { RenderPage, Rendered } from './page-cache/page-cache.ts';

export interface PageRendererDeps {
  app: FastifyInstance;
  bundle: RenderBundle;
  services: Services;
  assetsFor: ReturnType<typeof createAssetResolver>;
  /** The built URL of each face a page may preload. */
  fonts?: ReturnType<typeof preloadFonts>;
  renderSlots: RenderSlots;
  /** Whether the response may end up in the page cache (its X-Cache says MISS, else BYPASS). */
  cacheOn: boolean;
}

export function createPageRenderer(deps: PageRendererDeps): { render: RenderPage; errorPage: (reply: FastifyReply, status: number) => FastifyReply; renders: () => number } {
  const { app, bundle, services, assetsFor, fonts, renderSlots, cacheOn } = deps;
  const config = app.config;
  const entryCss = assetsFor([]).css;
  let renderCount = 0;

  const errorPage = (reply: FastifyReply, status: number): FastifyReply =>
    reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(errorDocument(status, config.BRAND_NAME, entryCss));

  /** The plain error document when no page could be rendered: 500 (render failed) or 503 (too busy). */
  function noPage(reply: FastifyReply | undefined, status: 500 | 503): FastifyReply | undefined {
    app.metrics.ssrRenderSeconds.observe({ page: status === 503 ? 'busy' : 'error', status: String(status) }, 0);
    if (!reply) return undefined;
    if (status === 503) reply.header('retry-after', '1');
    return errorPage(reply, status);
  }

  const render: RenderPage = async (request, reply, url, policy, onDone, sendComplete) => {
    const nonce = randomBytes(16).toString('base64');
    const waitForAll = !reply || isbot(request.headers['user-agent'] ?? '') || request.method === 'HEAD';
    // Cached pages are rendered for the path alone (the HTML never depends on the query), or
    // for the path and the query parameters the page declares (paginated lists).
    const renderUrl = new URL(url);
    if (policy.cacheable) renderUrl.search = queryVariant(policy, url.searchParams);
    const signal = reply ? request.signal : AbortSignal.timeout(config.SSR_TIMEOUT_MS * 2);
    let streamFailed = false;
    let result;
    renderCount++;
    try {
      result = await bundle.render({
        request: new Request(renderUrl, { method: 'GET', signal }),
        services,
        assetsFor,
        fonts,
        waitForAll,
        nonce,
        timeoutMs: config.SSR_TIMEOUT_MS,
        renderSlot: () => renderSlots.acquire(),
        onError: (error, phase) => {
          if (phase === 'stream') streamFailed = true;
          if (signal.aborted) request.log.debug({ err: error }, 'render aborted: client went away');
          else request.log.error({ err: error, phase }, 'render error');
        },
      });
    } catch {
      onDone?.(undefined);
      return noPage(reply, 500);
    }
    if (result.kind === 'busy') {
      onDone?.(undefined);
      return noPage(reply, 503);
    }
    if (result.kind === 'response') {
      onDone?.(undefined);
      if (!reply) return;
      const location = result.response.headers.get('location');
      reply.code(result.response.status);
      if (location) reply.header('location', location);
      return reply.header('cache-control', 'no-store').send();
    }

    const { status, stream, page: pageName, shellMs, done } = result;
    app.metrics.ssrShellSeconds.observe({ page: pageName }, shellMs / 1000);
    const started = performance.now();
    void done.then(() => {
      app.metrics.ssrRenderSeconds.observe({ page: pageName, status: String(status) }, (shellMs + performance.now() - started) / 1000);
    });
    const keepable = status === 200 || status === 404;
    const whole = reply && sendComplete && keepable && !streamFailed ? stream.wholeBody() : undefined;
    const sent = whole && isDocument(whole) ? sendComplete!(reply!, { status, page: pageName, body: whole }) : undefined;
    if (sent) {
      stream.resume(); // nobody reads it: let it end
      return sent;
    }
    if (onDone) collectDocument(stream, signal, () => streamFailed, (body) => onDone(body && keepable ? { status, page: pageName, body } : undefined));
    if (!reply) {
      stream.resume();
      return;
    }
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('vary', 'Accept-Encoding')
      .header('x-cache', policy.cacheable && cacheOn ? 'MISS' : 'BYPASS')
      .header('content-security-policy', buildCsp(config, mergeCspExtra(app.cspExtra, { scriptHosts: [`'nonce-${nonce}'`] })))
      .header('cache-control', status >= 500 ? 'no-store' : 'private, no-cache')
      // A proxy in front (deploy/nginx.conf) passes the stream on chunk by chunk, stores nothing.
      .header('x-accel-buffering', 'no');
    // Complete already (the usual case): one Buffer, sent with its length and compressed inline;
    // a stream pipeline per response cost 0.2-0.4 ms (bench:ssr's floor of the contact page).
    // The page cache's collector, if any, still gets the stream's data. For HEAD, Fastify's HEAD
    // route drops the bytes and answers with their length (an empty send said 0).
    return reply.send(stream.forResponse());
  };

  return { render, errorPage, renders: () => renderCount };
}

/**
 * Gathers the streamed bytes; reports the document when it is complete: the readable side ended
 * (everything passed on), the visitor did not leave before React finished writing, no stream
 * error, and it ends with </html>. 'close' without 'end' means the response was cut short.
 */
function collectDocument(stream: Readable, signal: AbortSignal, failed: () => boolean, report: (body: Buffer | undefined) => void): void {
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  // Fastify's request.signal also fires when a finished exchange closes; only an abort before
  // React finished writing means the visitor left mid-page.
  let finished = false;
  let leftEarly = false;
  let ended = false;
  stream.once('finish', () => (finished = true));
  signal.addEventListener('abort', () => (leftEarly ||= !finished), { once: true });
  stream.once('end', () => (ended = true));
  stream.once('close', () => {
    const body = Buffer.concat(chunks);
    report(ended && !leftEarly && !failed() && isDocument(body) ? body : undefined);
  });
}

const documentEnd = Buffer.from('</html>');
/** A whole HTML document, not one cut short. */
function isDocument(body: Buffer): boolean {
  return body.length >= documentEnd.length && body.subarray(body.length - documentEnd.length).equals(documentEnd);
}

export type { Rendered };
