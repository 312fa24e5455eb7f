// Parts whose HTML is the same on every render of a locale are rendered once per locale and
// variant on the server and reused, instead of by React on every render: the frame's navigation
// bar with its mega-menu panels and its footer (over half of a page's elements), and a page's
// evergreen lists (the home page's figures, awards, steps: issue 17, a fifth of its render). The browser
// renders (hydrates) them as usual: the reused HTML is exactly what React would have written in
// place (server/features/ssr/shared-markup.test.ts compares whole pages), so hydration matches.
//
// What a part may depend on is what its `markupKey`, the locale's translations and the site's
// settings name: a part must not read per-page data, and must not use useId() (its ids would be
// numbered in a separate tree); fixed ids are fine, since a frame part occurs once per page.
import { createContext, use, type Context, type HTMLAttributes, type ReactNode } from 'react';
import type { Translator as I18n } from '../i18n.ts';
import { I18nProvider, useTranslation } from '../i18n-context.tsx';
import type { IntlWords } from '../../shared/intl-words.ts';
import { useSite } from './use-locale.ts';

export interface SharedMarkupRenderer {
  /** The router's contexts, captured where the part stands and provided again around it. */
  contexts: readonly Context<unknown>[];
  /** React's renderToString (server only), with the Intl words said while rendering (shared/intl-words.ts). */
  renderPart(element: ReactNode): KeptPart;
  /** Adds a kept part's Intl words to the current render's record: the browser needs them to hydrate it. */
  sayAgain(words: IntlWords): void;
  /** Told of each part's HTML once, when it is kept (the server encodes it once: server-render/flush-batching-stream.ts). */
  kept?(html: string): void;
}

/** Set by the server's render bundle; null in the browser (parts render as usual). */
export const SharedMarkupContext = createContext<SharedMarkupRenderer | null>(null);

/** Variants kept per locale: a part's keys are a small fixed set (the bar's highlighted section). */
const maxVariants = 64;
interface KeptPart {
  html: string;
  words: IntlWords;
}
const cache = new WeakMap<I18n, Map<string, KeptPart>>();

type Tag = 'header' | 'footer' | 'ul' | 'ol';

export interface SharedMarkupProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  tag: Tag;
  /** Names every input of the part's HTML besides the locale's translations and the site's settings. */
  markupKey: string;
  /** The part's content; called only when its HTML is not yet known. */
  children: () => ReactNode;
}

export function SharedMarkup({ tag: Element, markupKey, children, ...attributes }: SharedMarkupProps) {
  const renderer = use(SharedMarkupContext);
  const { i18n } = useTranslation();
  const site = useSite();
  if (!renderer) return <Element {...attributes}>{children()}</Element>;
  let variants = cache.get(i18n);
  if (!variants) cache.set(i18n, (variants = new Map()));
  const key = `${site.origin} ${site.portalUrl} ${site.partnerUrl} ${site.brandName} ${site.buildId} ${markupKey}`;
  let part = variants.get(key);
  if (part === undefined) {
    const values = renderer.contexts.map((context) => use(context));
    const content = <I18nProvider i18n={i18n}>{children()}</I18nProvider>;
    part = renderer.renderPart(renderer.contexts.reduceRight<ReactNode>((inner, Provider, i) => <Provider value={values[i]}>{inner}</Provider>, content));
    if (variants.size < maxVariants) {
      variants.set(key, part);
      renderer.kept?.(part.html);
    }
  }
  renderer.sayAgain(part.words);
  return <Element {...attributes} dangerouslySetInnerHTML={{ __html: part.html }} />;
}
