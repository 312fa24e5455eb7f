// Schemas of the trading family's content files (content/<language>/trading/*.json).
import { z } from 'zod';
import { accountTypeIds } from '../accounts/account-types.ts';
import type { ContentSchemas } from './types.ts';
import { faqPair, proseSection, titledText } from './prose.ts';

const text = z.string().min(1);

const accountCopy = z.strictObject({
  name: text,
  tagline: text,
  /** What can be traded, in words ("Forex, metals, energies ..."). */
  instruments: text,
  bestFor: text,
  highlights: z.array(text).min(1),
});

export const accountTypesContent = z.strictObject({
  accounts: z.strictObject(Object.fromEntries(accountTypeIds.map((id) => [id, accountCopy])) as Record<(typeof accountTypeIds)[number], typeof accountCopy>),
  notes: z.array(text).min(1),
  demo: titledText,
  sections: z.array(proseSection).default([]),
});
export type AccountTypesContent = z.infer<typeof accountTypesContent>;

export const fundingContent = z.strictObject({
  sections: z.array(proseSection).min(1),
  notes: z.array(text).min(1),
});
export type FundingContent = z.infer<typeof fundingContent>;

export const swapFreeContent = z.strictObject({
  rules: proseSection,
  adminFee: proseSection,
  /** A worked example of the fee, in words. */
  example: text,
  excluded: text,
  howTo: z.strictObject({ title: text, steps: z.array(text).min(1) }),
  faq: z.array(faqPair).default([]),
});
export type SwapFreeContent = z.infer<typeof swapFreeContent>;

export const promotionsContent = z.strictObject({
  sections: z.array(proseSection).default([]),
  generalTerms: z.array(text).min(1),
  riskNote: text,
});
export type PromotionsContent = z.infer<typeof promotionsContent>;

export const helpCentreContent = z.strictObject({
  categories: z
    .array(z.strictObject({ id: z.string().regex(/^[a-z0-9-]+$/), name: text, items: z.array(z.strictObject({ id: z.string().regex(/^[a-z0-9-]+$/), q: text, a: text })).min(1) }))
    .min(1),
  contact: titledText,
});
export type HelpCentreContent = z.infer<typeof helpCentreContent>;

export const individualContent = z.strictObject({
  sections: z.array(proseSection).min(1),
  steps: z.strictObject({ title: text, items: z.array(titledText).min(1) }),
  benefits: z.strictObject({ title: text, items: z.array(titledText).min(1) }),
  riskNote: text,
});
export type IndividualContent = z.infer<typeof individualContent>;

export const tradingContent = {
  'trading/account-types': accountTypesContent,
  'trading/deposit-and-withdrawal': fundingContent,
  'trading/swap-free-account': swapFreeContent,
  'trading/promotions': promotionsContent,
  'trading/help-center': helpCentreContent,
  'trading/individual': individualContent,
} satisfies ContentSchemas;
