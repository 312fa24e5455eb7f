// Schemas of the platform family's content files (content/<language>/platform/*.json).
import { z } from 'zod';
import type { ContentSchemas } from './types.ts';
import { faqPair, proseSection, titledText } from './prose.ts';
import { platformRoutes, productPage } from '../routes/platform.ts';

const text = z.string().min(1);

/** A product page (terminal 5, the app, copy trading, VPS, hub-x, the news provider). */
export const productContent = z.strictObject({
  /** The hero's call to action. */
  cta: text,
  highlights: z.array(z.strictObject({ value: text, label: text })).default([]),
  featuresTitle: text,
  features: z.array(titledText).min(3),
  steps: z.strictObject({ title: text, items: z.array(titledText).min(1) }).optional(),
  /** A comparison of text cells (e.g. terminal 4 vs 5). */
  comparison: z.strictObject({ title: text, caption: text, head: z.array(text).min(2), rows: z.array(z.array(text).min(2)).min(1) }).optional(),
  sections: z.array(proseSection).default([]),
  faq: z.array(faqPair).default([]),
  banner: z.strictObject({ title: text, text, cta: text }),
  /** Risk or third-party disclaimer shown at the end of the page. */
  disclaimer: text.optional(),
});
export type ProductContent = z.infer<typeof productContent>;

/** The research provider's pages: what it is, its tools, its disclaimer. */
export const researchContent = z.strictObject({
  providerName: text,
  about: z.array(text).min(1),
  tools: z.strictObject({
    'corporate-calendar': titledText,
    'economic-calendar': titledText,
    'news-iq': titledText,
    signal: titledText,
  }),
  disclaimer: text,
});
export type ResearchContent = z.infer<typeof researchContent>;

/** A product's name: its content file's, without 'platform/' ('forex-vps'). */
export type ProductName = string;

/** The product pages' content files, as their route lines name them (shared/routes/platform.ts). */
export const productContentNames = platformRoutes.filter((r) => r.page === productPage && r.content).map((r) => r.content!);

export const platformContent = {
  ...Object.fromEntries(productContentNames.map((n) => [n, productContent])),
  'platform/trading-central': researchContent,
} satisfies ContentSchemas;
