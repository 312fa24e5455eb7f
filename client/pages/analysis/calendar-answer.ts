// The calendar API's answer schema, imported lazily by the loaders that read it: zod stays out of
// the calendar's initial JavaScript (the first render's data comes with the HTML; only a
// navigation in the browser runs the loader there).
import { calendarEvent } from '../../../shared/calendar/event.ts';

export const calendarAnswer = calendarEvent.array();
