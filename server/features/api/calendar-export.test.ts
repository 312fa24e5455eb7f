// Calendar files (issue 32): the economic calendar's week and single releases as iCalendar and
// CSV, and webinars as iCalendar, checked against RFC 5545 / RFC 4180 with a parser (ical.js):
// stable UIDs, UTC times, DTSTAMP, escaped text, folded lines, the page's filters applied, and
// 400s naming the field.
import t from 'tap';
import ICAL from 'ical.js';
import { startApiApp } from './test-support.ts';

const s = await startApiApp({ PUBLIC_ORIGIN: 'https://www.velora.example' });
t.teardown(() => s.close());

const get = async (path: string) => {
  const res = await fetch(`${s.url}${path}`);
  return { status: res.status, headers: res.headers, text: await res.text() };
};

function parse(text: string) {
  const comp = new ICAL.Component(ICAL.parse(text));
  return { comp, events: comp.getAllSubcomponents('vevent') };
}

/** RFC 5545 3.1: lines end CRLF and are at most 75 octets; continuation lines begin with a space. */
function checkLines(t: Tap, text: string) {
  t.ok(text.endsWith('\r\n'), 'ends with CRLF');
  t.notMatch(text.replace(/\r\n/g, ''), /[\r\n]/, 'no bare CR or LF');
  const long = text.split('\r\n').filter((l) => Buffer.byteLength(l, 'utf8') > 75);
  t.same(long, [], 'every line at most 75 octets');
}
type Tap = { ok: (v: unknown, m: string) => unknown; notMatch: (a: string, b: RegExp, m: string) => unknown; same: (a: unknown, b: unknown, m: string) => unknown };

t.test('the week as iCalendar: headers, UTC times, DTSTAMP, stable UIDs, folded lines', async (t) => {
  const path = '/api/economic-calendar.ics?week=2026-11-30&locale=en';
  const a = await get(path);
  t.equal(a.status, 200);
  t.equal(a.headers.get('content-type'), 'text/calendar; charset=utf-8');
  t.equal(a.headers.get('content-disposition'), 'attachment; filename="economic-calendar-2026-11-30.ics"');
  checkLines(t, a.text);
  const { comp, events } = parse(a.text);
  t.equal(comp.getFirstPropertyValue('version'), '2.0');
  t.ok(comp.getFirstPropertyValue('prodid'), 'PRODID');
  t.ok(events.length >= 20, `${events.length} events`);
  for (const e of events) {
    t.match(String(e.getFirstPropertyValue('uid')), /^[a-z0-9-]+-\d{4}-\d{2}-\d{2}@www\.velora\.example$/);
    const start = e.getFirstPropertyValue('dtstart') as ICAL.Time;
    t.equal(start.zone?.tzid, 'UTC', 'DTSTART in UTC');
    t.ok(e.getFirstPropertyValue('dtstamp'), 'DTSTAMP');
  }
  t.match(a.text, /\r\nDTSTART:20261204T133000Z\r\n/, 'payrolls at 13:30 UTC');
  const nfp = events.find((e) => String(e.getFirstPropertyValue('uid')).startsWith('us-nfp-'))!;
  t.equal(nfp.getFirstPropertyValue('summary'), 'USD Nonfarm Payrolls');
  t.match(String(nfp.getFirstPropertyValue('description')), /^Importance: High\n/, 'line breaks escaped as \\n and read back');
  const b = await get(path);
  t.same(parse(b.text).events.map((e) => e.getFirstPropertyValue('uid')), events.map((e) => e.getFirstPropertyValue('uid')), 'UIDs stable across two requests');
});

t.test('the filters in the URL apply to the export; names in the locale; escaped text', async (t) => {
  const gb = parse((await get('/api/economic-calendar.ics?week=2026-11-30&country=GB&country=US&importance=3&locale=de')).text).events;
  t.ok(gb.length > 0);
  t.ok(gb.every((e) => /^(GBP|USD) /.test(String(e.getFirstPropertyValue('summary')))), 'only the chosen countries');
  t.ok(gb.some((e) => e.getFirstPropertyValue('summary') === 'USD Beschäftigung außerhalb der Landwirtschaft'), 'German name');
  t.ok(gb.every((e) => /Relevanz|Wichtigkeit|Bedeutung|Importance|:/.test(String(e.getFirstPropertyValue('description')))));
  const day = parse((await get('/api/economic-calendar.ics?week=2026-11-30&day=2026-12-04')).text).events;
  t.ok(day.length > 0 && day.every((e) => (e.getFirstPropertyValue('dtstart') as ICAL.Time).toString().startsWith('2026-12-04')), 'the day filter');
  // S&P Global: the ampersand and the comma of "(QoQ, annualised)" are escaped in the file and read back whole.
  const raw = (await get('/api/economic-calendar.ics?week=2026-10-26&country=US')).text;
  t.match(raw, /SUMMARY:USD GDP \(QoQ\\, annualised\) Advance/, 'comma escaped');
  t.ok(parse(raw).events.some((e) => e.getFirstPropertyValue('summary') === 'USD GDP (QoQ, annualised) Advance'));
  const th = await get('/api/economic-calendar.ics?week=2026-11-30&locale=th');
  checkLines(t, th.text);
  t.ok(parse(th.text).events.some((e) => String(e.getFirstPropertyValue('summary')).includes('การจ้างงานนอกภาคเกษตร')), 'a Thai name survives folding (multi-byte)');
});

t.test('one release as iCalendar', async (t) => {
  const one = await get('/api/economic-calendar/events/us-nfp-2026-12-04.ics?locale=en');
  t.equal(one.status, 200);
  t.equal(one.headers.get('content-disposition'), 'attachment; filename="us-nfp-2026-12-04.ics"');
  const events = parse(one.text).events;
  t.equal(events.length, 1);
  t.equal(events[0]!.getFirstPropertyValue('uid'), 'us-nfp-2026-12-04@www.velora.example', 'the same UID as in the week file');
  const missing = await get('/api/economic-calendar/events/us-nfp-2026-12-05.ics');
  t.equal(missing.status, 404);
  t.match(JSON.parse(missing.text), { error: 'not_found' });
});

t.test('the week as CSV (RFC 4180)', async (t) => {
  const res = await get('/api/economic-calendar.csv?week=2026-11-30&country=US&tz=America/New_York');
  t.equal(res.status, 200);
  t.equal(res.headers.get('content-type'), 'text/csv; charset=utf-8; header=present');
  t.equal(res.headers.get('content-disposition'), 'attachment; filename="economic-calendar-2026-11-30.csv"');
  const lines = res.text.replace(/^\ufeff/, '').split('\r\n');
  t.equal(lines.at(-1), '', 'CRLF after the last record');
  t.equal(lines[0], 'id,date_utc,time_utc,time_America/New_York,country,currency,event,importance,actual,forecast,previous,unit');
  const nfp = lines.find((l) => l.startsWith('us-nfp-'))!;
  t.match(nfp, /^us-nfp-2026-12-04,2026-12-04,13:30,08:30,US,USD,Nonfarm Payrolls,3,/);
  const width = lines[0]!.split(',').length;
  t.ok(lines.slice(1, -1).every((l) => l.split(',').length === width), 'every record has the header’s fields (no unquoted commas)');
});

t.test('webinars: one .ics per session', async (t) => {
  const res = await get('/api/webinar/201.ics?locale=zh-hans');
  t.equal(res.status, 200);
  t.equal(res.headers.get('content-type'), 'text/calendar; charset=utf-8');
  t.equal(res.headers.get('content-disposition'), 'attachment; filename="webinar-201.ics"');
  checkLines(t, res.text);
  const [e] = parse(res.text).events;
  t.equal(e!.getFirstPropertyValue('uid'), 'webinar-201@www.velora.example');
  t.equal(e!.getFirstPropertyValue('summary'), '央行周：在外汇市场交易利率决议');
  const start = e!.getFirstPropertyValue('dtstart') as ICAL.Time;
  const end = e!.getFirstPropertyValue('dtend') as ICAL.Time;
  t.equal(start.zone?.tzid, 'UTC');
  t.equal(end.subtractDate(start).toSeconds(), 3600, 'its 60 minutes');
  const again = parse((await get('/api/webinar/201.ics?locale=zh-hans')).text).events[0]!;
  t.equal(again.getFirstPropertyValue('uid'), e!.getFirstPropertyValue('uid'), 'stable UID');
  t.equal((await get('/api/webinar/999.ics')).status, 404);
});

t.test('bad input: 400 JSON naming the field', async (t) => {
  for (const [path, field] of [
    ['/api/economic-calendar.ics?week=2026-02-30', 'week'],
    ['/api/economic-calendar.csv?week=2026-11-30&country=usa', 'country'],
    ['/api/economic-calendar.ics?week=2026-11-30&importance=5', 'importance'],
    ['/api/economic-calendar.ics?week=2026-11-30&day=2026-12-09', 'day'],
    ['/api/economic-calendar.csv?tz=Mars/Olympus', 'tz'],
    ['/api/economic-calendar.ics?locale=xx', 'locale'],
    ['/api/economic-calendar.ics?foo=1', 'foo'],
    ['/api/economic-calendar/events/nfp.ics', 'file'],
    ['/api/webinar/abc.ics', 'file'],
  ] as const) {
    const res = await get(path);
    t.equal(res.status, 400, path);
    t.match(res.headers.get('content-type'), /application\/json/);
    t.match(JSON.parse(res.text), { error: 'bad_request', field }, `${path} names ${field}`);
  }
});

t.test('rate limited like the other public endpoints', async (t) => {
  const limited = await startApiApp({ PUBLIC_ORIGIN: 'https://www.velora.example' }, { CALENDAR_EXPORT_RATE_LIMIT: '2' });
  t.teardown(() => limited.close());
  const statuses = [];
  for (let i = 0; i < 3; i++) statuses.push((await fetch(`${limited.url}/api/economic-calendar.ics?week=2026-11-30`)).status);
  t.same(statuses, [200, 200, 429]);
});
