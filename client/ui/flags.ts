// Country flags from the flag-icons package: one SVG file per country, emitted as separate
// assets (never inlined) so the browser fetches only the flags it shows (<img loading="lazy">).
// Only the lazy chunks of the country pickers (sign-up dialog, contact form) import this map.
import { flagCode } from '../../shared/countries/index.ts';

const files = import.meta.glob<string>('/node_modules/flag-icons/flags/4x3/*.svg', {
  eager: true,
  query: '?no-inline',
  import: 'default',
});

export function flagUrl(classname: string): string | undefined {
  return files[`/node_modules/flag-icons/flags/4x3/${flagCode(classname)}.svg`];
}
