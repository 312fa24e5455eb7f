// Start, listen, graceful shutdown (loaded by main.ts). SIGTERM/SIGINT: stop accepting, let
// in-flight requests finish, close sockets, and exit within SHUTDOWN_TIMEOUT_MS (at most 10 s)
// whatever happens.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { loadApiConfig, type ApiConfig } from './features/api/index.ts';

let config;
let apiConfig: ApiConfig;
try {
  config = loadConfig();
  apiConfig = loadApiConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(error.message + '\n');
    process.exit(78); // EX_CONFIG
  }
  throw error;
}

const app = await buildApp(config, { apiConfig: apiConfig! });
let closing = false;

async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // readyz turns 503 at once so a load balancer stops sending new requests here.
  app.readiness.drain();
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out; exiting');
    process.exit(1);
  }, config!.SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  // Kept-alive connections that finish a request during shutdown would otherwise hold close()
  // open until the client's idle timeout: close each as soon as it goes idle.
  const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
  reaper.unref();
  try {
    await app.close();
    app.log.info('closed');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while closing');
    process.exit(1);
  }
}

process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  app.log.fatal({ err: error }, 'could not listen');
  process.exit(1);
}
