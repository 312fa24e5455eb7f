// The economic calendar's HTML depends on its query (week, day, country, importance, tz): it is
// cached per declared query variant, briefly, since "upcoming" moves with the clock.
import t from 'tap';
import { pagePolicy, queryVariant } from './policy.ts';

t.test('the calendar is cached per query variant, for a minute', async (t) => {
  const policy = pagePolicy('/en/analysis/economic-calendar', { testRoutes: false });
  t.match(policy, { cacheable: true, pageType: 'analysis-economic-calendar', ttlMs: 60_000 });
  t.same(policy.varyQuery, ['week', 'day', 'country', 'importance', 'tz']);
  t.match(pagePolicy('/de/analysis/economic-calendar', { testRoutes: false }), { cacheable: true });
});

t.test('repeated and reordered parameters give one key; unknown ones are ignored', async (t) => {
  const policy = pagePolicy('/en/analysis/economic-calendar', { testRoutes: false });
  const a = queryVariant(policy, new URLSearchParams('country=US&country=JP&tz=Asia%2FTokyo&utm_source=x'));
  const b = queryVariant(policy, new URLSearchParams('tz=Asia/Tokyo&country=JP&country=US&country=US'));
  t.equal(a, '?country=JP&country=US&tz=Asia%2FTokyo');
  t.equal(a, b);
  t.equal(queryVariant(policy, new URLSearchParams('')), '');
});
