// Test helper: a bare Fastify app with app.config and the API feature, listening on a real port.
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../../config.ts';
import { apiFeature } from './index.ts';
import { loadApiConfig } from './config.ts';

export interface TestApp {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

export async function startApiApp(env: Record<string, string> = {}, apiEnv: Record<string, string> = {}): Promise<TestApp> {
  const app = Fastify({ logger: false, trustProxy: true, bodyLimit: 64 * 1024, routerOptions: { maxParamLength: 500 }, forceCloseConnections: true });
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', LOG_LEVEL: 'silent', ...env });
  app.decorate('config', config);
  await app.register(apiFeature, {
    apiConfig: loadApiConfig({ NODE_ENV: 'test', UPSTREAM_RETRY_DELAY_MS: '0', REGISTER_RATE_LIMIT: '1000', ...apiEnv }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
