// A contract's size with its unit in the page's language: the instrument page's specification
// and the conditions tables (generated from the catalogue) say it the same way.
import type { TFunction } from '../../i18n.ts';

/** Upstream unit words with a message (instruments.units.*); codes (EUR, BTC, MMBtu) read the same in every language. */
const unitKeys: Record<string, string> = { 'troy oz': 'troyOz', gram: 'gram', barrel: 'barrel', share: 'share', 'index point': 'indexPoint' };

/** "100 Feinunzen": the contract size with its unit in the page's language, plural by the size. */
export function contractSizeText(t: TFunction, n: Intl.NumberFormat, size: number, unit: string): string {
  const key = unitKeys[unit.trim().toLowerCase()];
  return key ? t(`instruments.units.${key}`, { count: size, value: n.format(size) }) : `${n.format(size)} ${unit}`;
}
