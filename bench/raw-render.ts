// The ceiling for uncached pages: the render bundle (react-router's static handler and React's
// renderToPipeableStream of the same tree) in a loop, no HTTP. Prints renders/s as JSON.
import { createRenderHarness } from '../server/test-support/render-harness.ts';

const [path = '/en', seconds = '5'] = process.argv.slice(2);
const harness = await createRenderHarness();
for (let i = 0; i < 50; i++) await harness.renderOnce(path);
const end = performance.now() + Number(seconds) * 1000;
let n = 0;
let bytes = 0;
const started = performance.now();
while (performance.now() < end) {
  bytes = (await harness.renderOnce(path)).length;
  n++;
}
const rendersPerSecond = n / ((performance.now() - started) / 1000);
await harness.close();
process.stdout.write(JSON.stringify({ rendersPerSecond, bytes }) + '\n');
