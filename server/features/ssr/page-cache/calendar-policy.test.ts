// The economic calendar's HTML depends on its query string, which the page key leaves out:
// it must never be cached whole (other pages still are).
import t from 'tap';
import { pagePolicy } from './policy.ts';

t.test('the calendar is rendered per request, other pages stay cached', async (t) => {
  t.match(pagePolicy('/en/analysis/economic-calendar', { testRoutes: false }), { cacheable: false, pageType: 'analysis-economic-calendar' });
  t.match(pagePolicy('/de/analysis/economic-calendar', { testRoutes: false }), { cacheable: false });
  t.match(pagePolicy('/en/trading/forex', { testRoutes: false }), { cacheable: true });
});
