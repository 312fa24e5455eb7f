// A release's local wall-clock time ('08:30' in America/New_York) to a UTC instant, DST included:
// the offset is read at the guessed instant and checked once more (the guess may straddle a switch).
import { zoneOffsetMinutes } from '../time-zone.ts';

export function zonedToUtc(date: string, time: string, zone: string): number {
  const wall = Date.parse(`${date}T${time}:00Z`);
  let at = wall - zoneOffsetMinutes(zone, wall) * 60_000;
  const again = wall - zoneOffsetMinutes(zone, at) * 60_000;
  if (again !== at) at = again;
  return at;
}
