// `npm run sandbox`: the sandbox upstream on its own port, for another instance's UPSTREAM_URL.
//   SANDBOX_PORT (default 4010), SANDBOX_HOST (127.0.0.1), SANDBOX_PUBLIC_ORIGIN (for image and
//   portal URLs; default http://localhost:PORT), PORTAL_URL, CAPTCHA_SECRET, CAPTCHA_SITE_KEY,
//   SANDBOX_COUNTRY, SANDBOX_FAULTS (0 to disable PUT /__faults). The quote feed is the WebSocket
//   ws://HOST:PORT/feed (SANDBOX_FEED_TICKS_PER_SEC, default 40), for QUOTES_FEED_URL.
import { buildSandboxServer, createSandboxState } from './index.ts';
import { attachQuoteFeed } from './quote-feed.ts';

const env = process.env;
const port = Number(env.SANDBOX_PORT ?? 4010);
const host = env.SANDBOX_HOST ?? '127.0.0.1';
const origin = (env.SANDBOX_PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/+$/, '');
const state = createSandboxState({
  assetOrigin: origin,
  portalUrl: env.PORTAL_URL ?? `${origin}/sandbox/portal`,
  captchaSecret: env.CAPTCHA_SECRET,
  siteKey: env.CAPTCHA_SITE_KEY,
  defaultCountry: env.SANDBOX_COUNTRY,
  faultKnobs: env.SANDBOX_FAULTS !== '0' && env.SANDBOX_FAULTS !== 'false',
});
const app = await buildSandboxServer({ state, logger: true });
const feed = attachQuoteFeed(app.server, { ticksPerSec: Number(env.SANDBOX_FEED_TICKS_PER_SEC ?? 40) });
await app.listen({ port, host });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    feed.close();
    void app.close().then(() => process.exit(0));
  });
}
