// Weekday names through Intl (no message strings): 0 = Sunday. 1 January 2023 was a Sunday.
import type { SessionSpan } from './conditions.ts';
import { cachedDateFormat } from '../format.ts';

export function weekdayName(tag: string, day: number, style: 'long' | 'short' = 'long'): string {
  return cachedDateFormat(tag, { weekday: style, timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + day));
}

/** 'Monday – Thursday' or 'Sunday'. */
export function spanDays(tag: string, s: Pick<SessionSpan, 'fromDay' | 'toDay'>): string {
  return s.fromDay === s.toDay ? weekdayName(tag, s.fromDay) : `${weekdayName(tag, s.fromDay)} \u2013 ${weekdayName(tag, s.toDay)}`;
}
