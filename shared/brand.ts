// The one place the spec's placeholders are fixed (DEVELOPERS.md). Public paths keep the
// spec's spellings; these values are substituted into them.
export const brand = {
  slug: 'velora',
  name: 'Velora Markets',
  terminal: 'metatrader',
  researchProvider: 'trading-central',
  newsProvider: 'fxstreet',
  marketDataPrefix: 'market',
  sponsoredTeam: 'nets',
} as const;

export const defaultKeywords = `${brand.name}, CFD, Forex, Trading`;
