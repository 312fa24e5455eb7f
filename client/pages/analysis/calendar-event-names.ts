// Calendar event names in the page's language (issue 34): locales/<lang>/calendarEvents.json,
// keyed by the release id. The merged messages fall back to English, so a name equal to the
// English title on a page in another language is English and is marked lang="en"; a release the
// table does not know shows the upstream's (English) title, marked the same way.
import type { CalendarEvent } from '../../../shared/calendar/event.ts';

export interface EventNames {
  byRelease: Readonly<Record<string, string>>;
  /** The page's language is English: nothing to mark. */
  english: boolean;
}

export function eventNames(messages: object | undefined, english: boolean): EventNames {
  const table = (messages as { calendarEvents?: unknown } | undefined)?.calendarEvents;
  return { byRelease: table && typeof table === 'object' ? (table as Record<string, string>) : {}, english };
}

export function eventName(names: EventNames, event: Pick<CalendarEvent, 'release' | 'title'>): { text: string; lang?: 'en' } {
  const local = event.release ? names.byRelease[event.release] : undefined;
  const text = typeof local === 'string' && local ? local : event.title;
  return names.english || text !== event.title ? { text } : { text, lang: 'en' };
}
