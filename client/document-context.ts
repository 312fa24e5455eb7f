// What the document shell needs beyond route data: the built assets of the matched pages and
// the serialized hydration data. The server computes them; the browser reads them back from the
// page so that hydration renders identical markup.
import { createContext, useContext } from 'react';
import type { JsonLd } from './frame/head-json-ld.tsx';

export interface DocumentAssets {
  /** The one script the HTML names (client/boot.ts): loads the entry after the first paint. */
  boot: string;
  /** The client entry module. */
  entry: string;
  /** Stylesheets of the entry and of the matched lazy pages. */
  css: string[];
  /** Chunks of the matched lazy pages, preloaded so hydration does not wait on a waterfall. */
  modulePreloads: string[];
  /**
   * The URLs of the message bundles (shared/message-bundles.ts) the hydration block leaves out,
   * by route id (the locale route's frame bundle, the page's family bundle): the boot script
   * fetches them. Absent when there are none (the bare error document).
   */
  messageBundles?: Record<string, string>;
}

export interface DocumentState {
  assets: DocumentAssets;
  /** JSON text of the hydration block (non-executable <script type="application/json">). */
  hydrationJson: string;
  /**
   * JSON text of the Intl words the page's components said on the server (shared/intl-words.ts).
   * A function: the server's record fills while the page renders, and the block is written after it.
   */
  intlWordsJson(): string;
  /**
   * The web-font files to preload (server only: React hoists the preload links into the head, and
   * the browser, which has them already, needs no copy in the hydration data).
   */
  fontPreloads?: string[] | undefined;
  /**
   * Server only: builds the head's JSON-LD (frame/head-json-ld.tsx). The browser keeps the scripts the
   * server wrote (frame/kept-json-ld.tsx), so the builders are not start-up JavaScript.
   */
  headJsonLd?: typeof JsonLd;
}

export const hydrationElementId = '__velora_data';
export const intlWordsElementId = '__velora_intl';

export const DocumentContext = createContext<DocumentState>({
  assets: { boot: '', entry: '', css: [], modulePreloads: [] },
  hydrationJson: '{}',
  intlWordsJson: () => '{}',
});

export function useDocumentState(): DocumentState {
  return useContext(DocumentContext);
}
