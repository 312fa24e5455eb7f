// Webinar dates: GMT+3 in the server's HTML (the same page for every visitor), the visitor's own
// zone once mounted; a countdown to a start that ticks only in the browser.
import { startTransition, useEffect, useState } from 'react';
import { countdownText } from '../../../shared/calendar/countdown.ts';
import { defaultZone, shownZone, webinarTimeParts } from '../../../shared/media/webinar-time.ts';

/** The zone to show: GMT+3 until mounted, then the visitor's (when the browser names a valid one). */
export function useVisitorZone(): string {
  const [zone, setZone] = useState(defaultZone);
  useEffect(() => startTransition(() => setZone(shownZone(Intl.DateTimeFormat().resolvedOptions().timeZone))), []);
  return zone;
}

/** Now, once mounted, every `everyMs` (null on the server and during hydration). */
export function useNow(everyMs = 1000): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

export function WebinarTime({ iso, zone, tag, initial }: { iso: string; zone: string; tag: string; initial: { date: string; time: string; zone: string } }) {
  // The server's words until the zone changes (no second ICU's wording compared at hydration).
  const p = zone === defaultZone ? initial : webinarTimeParts(iso, zone, tag);
  return (
    <time dateTime={iso} className="webinar-time" data-zone={zone}>
      {`${p.date} · `}<bdi>{`${p.time} ${p.zone}`}</bdi>
    </time>
  );
}

export function Countdown({ iso, now, tag, label }: { iso: string; now: number | null; tag: string; label: (time: string) => string }) {
  if (now === null) return null;
  const ms = Date.parse(iso) - now;
  if (ms <= 0) return null;
  return <span className="webinar-countdown" data-testid="webinar-countdown">{label(countdownText(ms, tag))}</span>;
}
