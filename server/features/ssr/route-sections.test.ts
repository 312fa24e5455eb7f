// The render bundle matches a request in its section of the route table only
// (client/route-sections.ts). Every page of the table, and paths that match none or an odd one,
// must come out byte for byte as when matched in the whole table: same page, same status, same
// hydration data.
import t from 'tap';
import { routes } from '../../../shared/routes.ts';
import { createRenderHarness } from '../../test-support/render-harness.ts';

const harness = await createRenderHarness();
t.teardown(() => harness.close());

/** A path per route of the table ('{id}' as a real-looking value), in two locales. */
const samplePaths = routes
  .filter((route) => !route.testOnly)
  .flatMap((route) => {
    const path = route.path.replace('{id*}', 'what-is-leverage').replace('{id}', 'eurusd');
    return [`/en${path ? '/' + path : ''}`, `/ar${path ? '/' + path : ''}`];
  });
const oddPaths = ['/en/', '/en/TRADING/forex', '/de/nowhere', '/de/nowhere/at/all', '/en/tr%61ding/forex', '/en/trading/trading-nosuchsymbol', '/en/academy/trading-academy/no-such-article'];

/** The document, or what the render gave instead (a redirect, an error), as a comparable string. */
async function render(path: string, sectionedRoutes: boolean): Promise<string> {
  try {
    return (await harness.renderOnce(path, { sectionedRoutes })).toString().replace(/"renderedAt":\d+/g, '"renderedAt":0');
  } catch (error) {
    return `not a page: ${(error as Error).message}`;
  }
}

t.test('every path renders the same matched in its section as in the whole table', async (t) => {
  t.ok(samplePaths.length > 150, `${samplePaths.length} paths from the table`);
  for (const path of [...samplePaths, ...oddPaths]) {
    const sectioned = await render(path, true);
    const whole = await render(path, false);
    if (sectioned === whole) t.pass(`${path}: identical (${sectioned.length} characters)`);
    else {
      let i = 0;
      while (sectioned[i] === whole[i]) i++;
      t.fail(`${path}: differs at ${i}: ${sectioned.slice(i - 80, i + 80)} | whole table: ${whole.slice(i - 80, i + 80)}`);
    }
  }
});
