import t from 'tap';
import { adoptServerIntlWords, recordIntlWordsWith, withServerWords, type IntlWords } from './intl-words.ts';

t.test('the server records what each formatter said for each input', async (t) => {
  const record: IntlWords = {};
  recordIntlWordsWith((formatter, input, words) => ((record[formatter] ??= {})[input] = words));
  t.teardown(() => recordIntlWordsWith(undefined));
  const percent = withServerWords('n|de|percent', new Intl.NumberFormat('de', { style: 'percent', maximumFractionDigits: 1 }));
  const day = withServerWords('d|en-US|medium', new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }));
  const regions = withServerWords('L|en|region', new Intl.DisplayNames(['en'], { type: 'region' }));
  t.equal(percent.format(0.125), '12,5\u00a0%');
  t.equal(day.format(Date.UTC(2026, 10, 29)), 'Nov 29, 2026');
  t.equal(day.format(new Date(Date.UTC(2026, 0, 2))), 'Jan 2, 2026', 'a Date object too');
  t.equal(regions.of('DE'), 'Germany');
  day.format(); // now: not a key
  t.same(record, {
    'n|de|percent': { '0.125': '12,5\u00a0%' },
    'd|en-US|medium': { [String(Date.UTC(2026, 10, 29))]: 'Nov 29, 2026', [`d${Date.UTC(2026, 0, 2)}`]: 'Jan 2, 2026' },
    'L|en|region': { DE: 'Germany' },
  });
  t.ok(percent instanceof Intl.NumberFormat, 'still a NumberFormat');
  t.equal(percent.resolvedOptions().locale, 'de', "the formatter's other methods work");
  t.same(percent.formatToParts(0.5).map((p) => p.type), ['integer', 'literal', 'percentSign']);
});

t.test("the browser answers with the server's words, and with its own ICU for the rest", async (t) => {
  adoptServerIntlWords({ 'L|en|region': { HK: 'Hong Kong SAR China' }, 'n|en|plain': { '1234.5': '1,234.5' } });
  // A part streamed later brings its own words: they are added, not put in place of the page's.
  adoptServerIntlWords({ 'L|en|region': { MO: 'Macao SAR China' } });
  const regions = withServerWords('L|en|region', new Intl.DisplayNames(['en'], { type: 'region' }));
  const plain = withServerWords('n|en|plain', new Intl.NumberFormat('en'));
  t.equal(regions.of('HK'), 'Hong Kong SAR China', "the server's name, whatever this ICU says");
  t.equal(regions.of('MO'), 'Macao SAR China', "a streamed part's words");
  t.equal(regions.of('FR'), 'France', 'not said by the server: its own');
  t.equal(plain.format(1234.5), '1,234.5');
  t.equal(plain.format(2), '2');
  const other = withServerWords('n|de|plain', new Intl.NumberFormat('de'));
  t.equal(other.format(1234.5), '1.234,5', 'another formatter does not take these words');
});
