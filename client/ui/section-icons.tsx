// The section look of the icon set (client/ui/icons.tsx): the marketing sections' illustrations
// (figures, benefits, markets, platforms), a lighter stroke and class page-icon. Only the pages
// that draw them import this file; a section may also name a control's shape.
import { controlPaths, IconSvg } from './icons.tsx';

const paths = {
  ...controlPaths,
  // Sections: figures, benefits, markets, platforms
  spread: 'M4 17l5-5 4 4 7-8M15 8h5v5',
  deposit: 'M12 3v12M7 10l5 5 5-5M4 19h16',
  leverage: 'M4 18h16M6 18l6-12 6 12M9 13h6',
  speed: 'M12 13l4-4M4 17a8 8 0 1 1 16 0',
  fee: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM5.6 5.6l12.8 12.8',
  wallet: 'M4 7h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4zM4 7l11-3v3M16 13h2',
  markets: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  support: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3z',
  platform: 'M3 5h18v11H3zM8 20h8M12 16v4',
  forex: 'M7 7h11l-3-3M17 17H6l3 3',
  metals: 'M3 19l3-7h6l3 7zM9 12l3-7h6l3 7M12 12h6',
  crypto: 'M9 5v14M13 5v2M13 17v2M7 7h7a3 3 0 0 1 0 5H7h8a3 3 0 0 1 0 6H7',
  energy: 'M12 3c4 5 6 8 6 11a6 6 0 0 1-12 0c0-3 2-6 6-11z',
  shares: 'M4 20h16M6 16V9M10 16V6M14 16v-5M18 16V8',
  indices: 'M3 17l6-6 4 4 8-8M3 21h18',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  unlock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 7.5-2',
  award: 'M12 3a6 6 0 1 0 0 12 6 6 0 0 0 0-12zM8.5 14L7 21l5-3 5 3-1.5-7',
  check: 'M5 12l4 4 10-10',
  windows: 'M3 5l8-1v8H3zM13 3.8L21 3v9h-8zM3 13h8v7l-8-1zM13 13h8v8l-8-1z',
  apple: 'M16 3c0 2-1.5 3.5-3 3.5 0-2 1.5-3.5 3-3.5zM12 8c1 0 2-1 3.5-1 2 0 3 1.2 3.5 2-3 1.5-2.5 6 .5 7-1 2.5-2.5 5-4 5-1.5 0-2-1-3.5-1s-2 1-3.5 1C6 21 3 16 3 12.5 3 9.5 5 7 7.5 7 9.5 7 11 8 12 8z',
  up: 'M12 19V5M6 11l6-6 6 6',
  down: 'M12 5v14M6 13l6 6 6-6',
} as const;

export type IconName = keyof typeof paths;

/** A name from messages or content ('spread'), or `fallback` when the set has no such icon. */
export function iconName(value: string | undefined, fallback: IconName): IconName {
  return value !== undefined && Object.hasOwn(paths, value) ? (value as IconName) : fallback;
}

export function SectionIcon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return <IconSvg name={name} d={paths[name]} size={size} className={className} look="section" />;
}
