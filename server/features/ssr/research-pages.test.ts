// The research provider's pages rendered by the server: a release that has not happened yet
// shows a dash to the eye and words to a screen reader, in markup the HTML checker accepts.
import t from 'tap';
import { buildTestApp, crawlerUA } from '../../test-support/app.ts';

t.test("economic calendar: this week's releases still to come, early on a Monday", async (t) => {
  // Just after midnight UTC on a Monday every release of the week is still to come (the CI run
  // that found the aria-label on a plain span ran then).
  const realNow = Date.now;
  const monday = Date.parse('2026-11-30T00:30:00Z');
  Date.now = () => monday;
  t.teardown(() => void (Date.now = realNow));
  const { app } = await buildTestApp({ PAGE_CACHE: 'off' });
  t.teardown(() => app.close());
  const res = await app.inject({ method: 'GET', url: '/en/platform/trading-central/economic-calendar', headers: { 'user-agent': crawlerUA } });
  t.equal(res.statusCode, 200);
  const pending = res.body.match(/<span aria-hidden="true">–<\/span><span class="visually-hidden">Not yet released<\/span>/g) ?? [];
  t.ok(pending.length > 0, `results still to come are marked (${pending.length} cells)`);
  t.notMatch(res.body, /<span aria-label=/, 'no aria-label on a span without a role (Nu Html Checker error)');
});
