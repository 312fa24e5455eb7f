import t from 'tap';
import Fastify from 'fastify';
import { loadConfig } from '../config.ts';
import { buildCsp, securityPlugin } from './security.ts';

async function build(env: Record<string, string> = {}) {
  const app = Fastify({ trustProxy: true });
  app.decorate('config', loadConfig({ NODE_ENV: 'test', ...env }));
  await app.register(securityPlugin);
  app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html><p>hi</p>'));
  app.get('/data', async () => ({ ok: true }));
  app.get('/framed', async (_request, reply) =>
    reply.header('x-frame-options', 'SAMEORIGIN').type('text/html').send('<p>framed</p>'));
  t.teardown(() => app.close());
  return app;
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((d) => d.trim()).filter(Boolean).map((d) => {
      const [name, ...sources] = d.split(/\s+/);
      return [name!, sources] as const;
    }),
  );
}

t.test('security headers on an HTML response', async (t) => {
  const app = await build();
  const res = await app.inject('/page');
  t.equal(res.statusCode, 200);
  t.equal(res.headers['x-content-type-options'], 'nosniff');
  t.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  t.equal(res.headers['x-frame-options'], 'DENY');
  t.equal(res.headers['cross-origin-opener-policy'], 'same-origin');
  t.equal(res.headers['permissions-policy'], 'camera=(), microphone=(), geolocation=()');
  t.notOk(res.headers['strict-transport-security'], 'no HSTS over plain http');
  const csp = res.headers['content-security-policy'];
  t.type(csp, 'string');
  const d = directives(String(csp));
  t.same(d.get('script-src'), ["'self'"]);
  t.same(d.get('default-src'), ["'self'"]);
  t.same(d.get('object-src'), ["'none'"]);
  t.same(d.get('frame-ancestors'), ["'none'"]);
  t.same(d.get('base-uri'), ["'self'"]);
  t.same(d.get('style-src'), ["'self'", "'unsafe-inline'"]);
  t.same(d.get('img-src'), ["'self'", 'data:', 'blob:']);
  t.notOk(d.has('upgrade-insecure-requests'), 'not for an http origin');
  t.notMatch(String(csp), /nonce-/, 'no nonce anywhere');
});

t.test('CSP is the same for every request (cacheable), whatever the Host', async (t) => {
  const app = await build();
  const a = await app.inject({ url: '/page', headers: { host: 'a.example' } });
  const b = await app.inject({ url: '/page', headers: { host: 'b.example' } });
  t.equal(a.headers['content-security-policy'], b.headers['content-security-policy']);
  t.notMatch(String(a.headers['content-security-policy']), /a\.example/);
});

t.test('no CSP on non-HTML responses, other headers still there', async (t) => {
  const app = await build();
  const res = await app.inject('/data');
  t.notOk(res.headers['content-security-policy']);
  t.equal(res.headers['x-content-type-options'], 'nosniff');
});

t.test('a header the route set itself is kept', async (t) => {
  const app = await build();
  const res = await app.inject('/framed');
  t.equal(res.headers['x-frame-options'], 'SAMEORIGIN');
});

t.test('HSTS only when the request came over https (x-forwarded-proto, trustProxy)', async (t) => {
  const app = await build({ PUBLIC_ORIGIN: 'https://www.veloramarkets.example' });
  const https = await app.inject({ url: '/page', headers: { 'x-forwarded-proto': 'https' } });
  t.equal(https.headers['strict-transport-security'], 'max-age=63072000; includeSubDomains');
  const http = await app.inject({ url: '/page', headers: { 'x-forwarded-proto': 'http' } });
  t.notOk(http.headers['strict-transport-security']);
  const plain = await app.inject('/page');
  t.notOk(plain.headers['strict-transport-security']);
});

t.test('buildCsp', async (t) => {
  t.test('https origin: upgrade-insecure-requests, wss of the own host, portal in form-action', async (t) => {
    const config = loadConfig({ PUBLIC_ORIGIN: 'https://www.veloramarkets.example', PORTAL_URL: 'https://portal.veloramarkets.example/en/' });
    const csp = buildCsp(config);
    const d = directives(csp);
    t.ok(d.has('upgrade-insecure-requests'));
    t.same(d.get('connect-src'), ["'self'", 'wss://www.veloramarkets.example']);
    t.same(d.get('form-action'), ["'self'", 'https://portal.veloramarkets.example']);
    t.notOk(d.get('script-src')!.includes("'unsafe-inline'"));
    t.notOk(d.has('frame-src'));
    t.equal(buildCsp(config), csp, 'pure');
  });

  t.test('http origin with the sandbox portal: ws and wss, portal is self', async (t) => {
    const d = directives(buildCsp(loadConfig({ PORT: '3000' })));
    t.same(d.get('connect-src'), ["'self'", 'ws://localhost:3000', 'wss://localhost:3000']);
    t.same(d.get('form-action'), ["'self'"]);
    t.notOk(d.has('upgrade-insecure-requests'));
  });

  t.test('extra hosts for third parties', async (t) => {
    const d = directives(
      buildCsp(loadConfig({ PUBLIC_ORIGIN: 'https://x.example' }), {
        scriptHosts: ['https://www.googletagmanager.com'],
        connectHosts: ['https://www.google-analytics.com', 'https://www.google-analytics.com'],
        frameHosts: ['https://www.youtube-nocookie.com'],
      }),
    );
    t.same(d.get('script-src'), ["'self'", 'https://www.googletagmanager.com']);
    t.same(d.get('connect-src'), ["'self'", 'wss://x.example', 'https://www.google-analytics.com']);
    t.same(d.get('frame-src'), ["'self'", 'https://www.youtube-nocookie.com']);
    t.same(d.get('frame-ancestors'), ["'none'"]);
  });

  t.test('plugin options extend the policy', async (t) => {
    const app = Fastify({ trustProxy: true });
    app.decorate('config', loadConfig({}));
    await app.register(securityPlugin, { csp: { scriptHosts: ['https://cdn.example'] } });
    app.get('/', async (_r, reply) => reply.type('text/html').send('<p>x</p>'));
    t.teardown(() => app.close());
    const res = await app.inject('/');
    t.same(directives(String(res.headers['content-security-policy'])).get('script-src'), ["'self'", 'https://cdn.example']);
  });
});
