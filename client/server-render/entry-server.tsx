// The render bundle the Fastify server loads: react-router's static data handler runs the
// loaders, then React 19 streams the document. Browsers get the whole document in one flush
// when it is ready within a short grace after the shell (the usual case: loaders have already
// run), else the shell first and the rest as it completes; crawlers the complete document.
import type { Context } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  RouterContextProvider,
  StaticRouterProvider,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterDataContext,
  UNSAFE_DataRouterNavigationContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  type StaticHandlerContext,
} from 'react-router';
import { routes, pageModules, type RouteHandle } from '../routes.tsx';
import { servicesContext, type Services } from '../services.ts';
import { DocumentContext, type DocumentAssets } from '../document-context.ts';
import { assetsWithMessageBundles, scriptJson, serializeHydration } from '../hydration-data.ts';
import { FlushBatchingStream, preEncode } from './flush-batching-stream.ts';
import { staticRouterFactory } from './static-router.ts';
import { requestSection, routeTreesBySection } from '../route-sections.ts';
import { SharedMarkupContext, type SharedMarkupRenderer } from '../frame/shared-markup.tsx';
import { JsonLd } from '../frame/head-json-ld.tsx';
import { partsReady } from '../frame/lazy-part.tsx';
import { recordingWords, sayAgain } from './intl-words-record.ts';
import type { IntlWords } from '../../shared/intl-words.ts';
import { preloadFacesFor, type PreloadFace } from '../../shared/font-faces.ts';
import { getLocale, splitLocalePath } from '../../shared/locales.ts';

interface Handler {
  query: ReturnType<typeof createStaticHandler>['query'];
  createStaticRouter: ReturnType<typeof staticRouterFactory>;
}
const handlerOf = (tree: typeof routes): Handler => {
  const handler = createStaticHandler(tree);
  return { query: handler.query, createStaticRouter: staticRouterFactory(handler.dataRoutes) };
};
const wholeTable = handlerOf(routes);
const sections = routeTreesBySection(routes);
/** One handler per section of the route table, made on first use (route-sections.ts). */
const sectionHandlers = new Map<string, Handler>();
function handlerFor(pathname: string, sectioned: boolean): Handler {
  const section = sectioned ? requestSection(pathname) : null;
  if (section === null) return wholeTable;
  const tree = sections.trees.get(section);
  const key = tree ? section : '*'; // no route's section: only the shared routes can match
  let handler = sectionHandlers.get(key);
  if (!handler) sectionHandlers.set(key, (handler = handlerOf(tree ?? sections.other)));
  return handler;
}

/** Renders the frame's shared parts once per locale and variant (client/frame/shared-markup.tsx). */
const sharedMarkup: SharedMarkupRenderer = {
  contexts: [
    UNSAFE_DataRouterContext,
    UNSAFE_DataRouterStateContext,
    UNSAFE_DataRouterDataContext,
    UNSAFE_DataRouterNavigationContext,
    UNSAFE_NavigationContext,
    UNSAFE_LocationContext,
    UNSAFE_RouteContext,
  ] as Context<unknown>[],
  renderPart(element) {
    const words: IntlWords = {};
    return { html: recordingWords(words, () => renderToString(element)), words };
  },
  sayAgain,
  kept: preEncode,
};

/**
 * React outlines a completed Suspense boundary once the bytes before it pass this size (12,800 by
 * default): it is sent in a hidden <div> and revealed by an inline script that React throttles to
 * about 300 ms after the first paint, so the page's content (and its largest paint) came a third
 * of a second after the frame. Pages here are complete when the shell is flushed, all in one
 * write, so outlining gains nothing: complete boundaries stay in place. Boundaries still pending
 * (deferred data) are streamed as before.
 */
const neverOutlineCompleteBoundaries = Number.POSITIVE_INFINITY;

export interface RenderOptions {
  request: Request;
  services: Services;
  /** Assets (entry, css, preloads) for the given page module sources. */
  assetsFor(pageSources: string[]): DocumentAssets;
  /** The built URL of each web-font face a page may preload (by shared/font-faces.ts). */
  fonts?: Partial<Record<PreloadFace, string>> | undefined;
  /** Wait for everything (crawlers) instead of sending the shell first. */
  waitForAll: boolean;
  /**
   * How long a ready shell waits for the rest before it is sent alone (20 ms unless told).
   * Flushing the shell and then each boundary on its own costs about a fifth of the render.
   */
  shellGraceMs?: number;
  /** Fresh per response; only React's inline streaming scripts carry it. */
  nonce: string;
  timeoutMs: number;
  onError(error: unknown, phase: 'shell' | 'stream'): void;
  /**
   * Waits for a render slot once the loaders have their data (server/features/ssr/render-slots.ts);
   * resolves to the slot's release, or undefined when the server is too busy (503).
   */
  renderSlot?(): Promise<() => void> | undefined;
  /** Reuse the frame's shared parts (default); false renders them afresh (tests compare both). */
  sharedMarkup?: boolean;
  /** Match in the request's section of the route table (default); false matches in the whole table (tests compare both). */
  sectionedRoutes?: boolean;
}

export type RenderResult =
  | { kind: 'response'; response: Response }
  | { kind: 'busy' }
  | { kind: 'stream'; status: number; stream: FlushBatchingStream; page: string; shellMs: number; done: Promise<void> };

function pageOf(ctx: StaticHandlerContext): { page: string; sources: string[] } {
  const sources: string[] = [];
  let page = 'error';
  for (const m of ctx.matches) {
    const h = m.route.handle as RouteHandle | undefined;
    if (h?.page) {
      const mod = pageModules[h.page];
      if (mod) sources.push(mod.src);
      page = h.entry?.name ?? h.page;
    }
  }
  return { page, sources };
}

/** The web-font files the page's language draws its first screen with (none for CJK). */
function fontPreloadsFor(fonts: RenderOptions['fonts'], url: string): string[] {
  const locale = splitLocalePath(new URL(url).pathname)?.locale;
  const faces = locale ? preloadFacesFor(getLocale(locale).messages[0]!) : [];
  return faces.flatMap((face) => fonts?.[face] ?? []);
}

export async function render(opts: RenderOptions): Promise<RenderResult> {
  const requestContext = new RouterContextProvider();
  requestContext.set(servicesContext, opts.services);
  const handler = handlerFor(new URL(opts.request.url).pathname, opts.sectionedRoutes !== false);
  const ctx = await handler.query(opts.request, { requestContext });
  // The code of the lazily loaded parts (frame/lazy-part.tsx) the page's modules defined.
  await partsReady();
  if (ctx instanceof Response) return { kind: 'response', response: ctx };

  const router = handler.createStaticRouter(ctx);
  const { page, sources } = pageOf(ctx);
  const assets = assetsWithMessageBundles(ctx, opts.assetsFor(sources));
  const hydrationJson = serializeHydration(ctx, assets);
  const waitForSlot = opts.renderSlot?.();
  if (opts.renderSlot && !waitForSlot) return { kind: 'busy' };
  // Given back once the document is ready to send (or failed): what remains is writing it out.
  const release = (await waitForSlot) ?? (() => {});
  const started = performance.now();

  const result = new Promise<RenderResult>((resolve, reject) => {
    const stream = new FlushBatchingStream();
    let settled = false;
    let status = ctx.statusCode;
    let finish!: () => void;
    const done = new Promise<void>((r) => (finish = r));
    stream.on('close', finish).on('finish', finish);

    // An error inside a Suspense boundary before the shell is ready (the page itself failed to
    // render) fails the render like a shell error: the visitor gets the 500 page, not a
    // document with a hole the browser is left to retry.
    let earlyError: unknown;
    let shellDone = false;
    let grace: ReturnType<typeof setTimeout> | undefined;
    const ready = () => {
      clearTimeout(grace);
      release();
      if (settled) return;
      if (earlyError !== undefined) {
        settled = true;
        clearTimeout(timer);
        pipeable.abort(earlyError);
        reject(earlyError);
        return;
      }
      settled = true;
      resolve({ kind: 'stream', status, stream, page, shellMs: performance.now() - started, done });
      // A Readable that takes React's writes itself (flush-batching-stream.ts), not a Writable.
      pipeable.pipe(stream as unknown as NodeJS.WritableStream);
    };
    const words: IntlWords = {};
    const pipeable = recordingWords(words, () => renderToPipeableStream(
      <SharedMarkupContext value={opts.sharedMarkup === false ? null : sharedMarkup}>
        <DocumentContext.Provider value={{ assets, hydrationJson, intlWordsJson: () => scriptJson(words), fontPreloads: fontPreloadsFor(opts.fonts, opts.request.url), headJsonLd: JsonLd }}>
          <StaticRouterProvider router={router} context={ctx} hydrate={false} nonce={opts.nonce} />
        </DocumentContext.Provider>
      </SharedMarkupContext>,
      {
        nonce: opts.nonce,
        progressiveChunkSize: neverOutlineCompleteBoundaries,
        onShellReady() {
          shellDone = true;
          if (earlyError !== undefined) ready();
          else if (!opts.waitForAll) grace = setTimeout(ready, opts.shellGraceMs ?? 20);
        },
        onAllReady() {
          ready();
        },
        onShellError(error) {
          release();
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          if (error !== earlyError) opts.onError(error, 'shell');
          reject(error);
        },
        onError(error) {
          if (!shellDone) {
            earlyError ??= error;
            opts.onError(error, 'shell');
            return;
          }
          // Errors in parts streamed after the shell: React sends the fallback, the browser retries.
          opts.onError(error, 'stream');
        },
      },
    ));
    // Never hang: past the time-out React flushes fallbacks for whatever is still pending and
    // closes the document.
    const timer = setTimeout(() => pipeable.abort(new Error('SSR timed out')), opts.timeoutMs);
    timer.unref();
    done.then(() => {
      clearTimeout(timer);
      release();
    });
    // The visitor may have left while the render waited for its slot.
    if (opts.request.signal.aborted) pipeable.abort(new Error('client went away'));
    else opts.request.signal.addEventListener('abort', () => pipeable.abort(new Error('client went away')), { once: true });
  });
  // Whatever fails (even synchronously), the slot goes back; release() runs once however often it is called.
  result.catch(release);
  return result;
}
