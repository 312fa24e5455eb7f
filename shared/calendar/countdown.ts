// 'in 2 d 3 h', '5 min 20 s' ...: the time left until a release, in the locale's unit notation.
import { cachedNumberFormat } from '../format.ts';
export interface CountdownParts { days: number; hours: number; minutes: number; seconds: number }

export function countdownParts(ms: number): CountdownParts {
  const s = Math.max(0, Math.floor(ms / 1000));
  return { days: Math.floor(s / 86_400), hours: Math.floor((s % 86_400) / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}

/**
 * The two largest non-zero units (seconds only under an hour), e.g. '2d 3h', '45m 10s', '0s'.
 * Uses Intl unit formatting so each locale gets its own abbreviations.
 */
function unitFormat(tag: string, unit: string): Intl.NumberFormat {
  return cachedNumberFormat(tag, { style: 'unit', unit, unitDisplay: 'narrow' });
}

export function countdownText(ms: number, tag: string): string {
  const p = countdownParts(ms);
  const units: [number, 'day' | 'hour' | 'minute' | 'second'][] = [[p.days, 'day'], [p.hours, 'hour'], [p.minutes, 'minute']];
  if (p.days === 0 && p.hours === 0) units.push([p.seconds, 'second']);
  const first = units.findIndex(([v]) => v > 0);
  if (first === -1) return unitFormat(tag, 'second').format(0);
  return units
    .slice(first, first + 2)
    .filter(([v], i) => i === 0 || v > 0)
    .map(([v, unit]) => unitFormat(tag, unit).format(v))
    .join(' ');
}
