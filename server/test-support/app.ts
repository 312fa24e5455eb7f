// Builds the whole app for integration tests, on the production build in dist/ (npm run build).
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { loadApiConfig } from '../features/api/index.ts';

export const TEST_METRICS_TOKEN = 'test-metrics-token-0123456789';

export interface TestApp {
  app: FastifyInstance;
  logs: string[];
}

export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, cb) {
      logs.push(String(chunk));
      cb();
    },
  });
  // Tests' requests come from loopback and may play the proxy (X-Forwarded-*). Load shedding is
  // off unless a test turns it on (edge.test.ts): test files run in parallel on two cores, and a
  // crawler render of a long page can hold the event loop past the production threshold there.
  const all = { PUBLIC_ORIGIN: 'https://www.example.com', TEST_ROUTES: '1', LOG_LEVEL: 'info', TRUST_PROXY: 'loopback', METRICS_TOKEN: TEST_METRICS_TOKEN, PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0', WARM_UP_PATHS: '', ...env };
  const config = loadConfig(all);
  const app = await buildApp(config, { logStream, apiConfig: loadApiConfig(all) });
  await app.ready();
  return { app, logs };
}

export const browserUA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
export const crawlerUA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A page's HTML as a crawler gets it (the whole document, no streaming), failing on any status but 200. */
export async function crawlerPage(app: FastifyInstance, path: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: path, headers: { 'user-agent': crawlerUA } });
  if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}`);
  return res.body;
}
