// Test and bench helper: the features the site search reads (messages, content, the API with its
// sandbox upstream) and the search itself, without the page renderer (no build needed).
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../../config.ts';
import { i18nFeature } from '../i18n/index.ts';
import { contentFeature } from '../content/index.ts';
import { apiFeature, loadApiConfig } from '../api/index.ts';
import { searchFeature, loadSearchConfig } from './index.ts';
import type { IndexStats } from './index-store.ts';

export async function buildSearchApp(env: Record<string, string> = {}, onBuilt?: (stats: IndexStats) => void): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, trustProxy: true });
  app.decorate('config', loadConfig({ NODE_ENV: 'test', PORT: '0', LOG_LEVEL: 'silent', ...env }));
  await app.register(i18nFeature);
  await app.register(contentFeature);
  await app.register(apiFeature, { apiConfig: loadApiConfig({ NODE_ENV: 'test', UPSTREAM_RETRY_DELAY_MS: '0', ...env }) });
  await app.register(searchFeature, { searchConfig: loadSearchConfig(env), ...(onBuilt ? { onBuilt } : {}) });
  await app.ready();
  return app;
}
