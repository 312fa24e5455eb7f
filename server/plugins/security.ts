// Security response headers. One strict Content-Security-Policy for every HTML page, computed
// once from the configuration: pages carry no executable inline script (hydration data is in
// <script type="application/json"> blocks, React's streaming runtime is an external file), so
// script-src needs neither 'unsafe-inline' nor a per-response nonce, and the same HTML can be
// cached and served to everyone.
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';

/** Hosts a later feature (a third-party script, an embedded widget) needs to add. */
export interface CspExtra {
  scriptHosts?: string[];
  connectHosts?: string[];
  frameHosts?: string[];
}

export interface SecurityOptions {
  /** Extra CSP sources every HTML response allows (the configured third-party and captcha hosts; app.ts gathers them). */
  csp?: CspExtra;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The extra CSP sources every HTML response allows (configured third-party scripts). */
    cspExtra: CspExtra;
    // Decorated by buildApp (app.ts); repeated here so this plugin type-checks on its own.
    config: Config;
  }
}

type CspConfig = Pick<Config, 'PUBLIC_ORIGIN' | 'portalUrl'>;

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => typeof v === 'string' && v !== ''))];
}

/** Several CspExtra merged (sources de-duplicated by buildCsp). */
export function mergeCspExtra(...extras: (CspExtra | undefined)[]): CspExtra {
  const out: CspExtra = {};
  for (const key of ['scriptHosts', 'connectHosts', 'frameHosts'] as const) {
    const all = extras.flatMap((e) => e?.[key] ?? []);
    if (all.length) out[key] = all;
  }
  return out;
}

/**
 * The Content-Security-Policy header value. Pure: the same configuration gives the same string,
 * which is what keeps HTML responses cacheable.
 */
export function buildCsp(config: CspConfig, extra: CspExtra = {}): string {
  const self = "'self'";
  const origin = new URL(config.PUBLIC_ORIGIN);
  const https = origin.protocol === 'https:';
  // 'self' matches same-origin ws:/wss: in CSP Level 3; older engines (Safari < 15.4) need the
  // WebSocket origin spelled out. It comes from PUBLIC_ORIGIN, never the Host header, so the
  // header is the same for every request.
  const socketOrigins = https ? [`wss://${origin.host}`] : [`ws://${origin.host}`, `wss://${origin.host}`];
  const portal = originOf(config.portalUrl);

  const directives: [string, string[]][] = [
    ['default-src', [self]],
    ['script-src', unique([self, ...(extra.scriptHosts ?? [])])],
    ['style-src', [self, "'unsafe-inline'"]],
    ['img-src', [self, 'data:', 'blob:']],
    ['font-src', [self]],
    ['connect-src', unique([self, ...socketOrigins, ...(extra.connectHosts ?? [])])],
    ['media-src', [self]],
    ...(extra.frameHosts?.length ? [['frame-src', unique([self, ...extra.frameHosts])] as [string, string[]]] : []),
    ['frame-ancestors', ["'none'"]],
    ['base-uri', [self]],
    ['form-action', unique([self, portal === origin.origin ? undefined : portal])],
    ['object-src', ["'none'"]],
  ];
  const parts = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (https) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

const STATIC_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The headers every response gets (HSTS over https), for a path that writes its response
 * itself (the page cache's fast lane) and must send exactly what this plugin would add.
 */
export function securityHeaders(https: boolean): Record<string, string> {
  return https ? { ...STATIC_HEADERS, 'strict-transport-security': HSTS } : { ...STATIC_HEADERS };
}

const security: FastifyPluginAsync<SecurityOptions> = async (app, options) => {
  const extra = mergeCspExtra(options.csp);
  app.decorate('cspExtra', extra);
  const csp = buildCsp(app.config, extra);

  app.addHook('onSend', async (request, reply, payload) => {
    // Hijacked replies (WebSocket upgrades) write their own response.
    if (reply.sent || reply.raw.headersSent || request.raw.headers.upgrade?.toLowerCase() === 'websocket') {
      return payload;
    }
    // A route that set one of these headers itself (e.g. a page meant to be framed) keeps it.
    for (const name in STATIC_HEADERS) {
      if (!reply.hasHeader(name)) reply.header(name, STATIC_HEADERS[name]);
    }
    if (request.protocol === 'https' && !reply.hasHeader('strict-transport-security')) {
      reply.header('strict-transport-security', HSTS);
    }
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', csp);
    }
    return payload;
  });
};

export const securityPlugin = fp(security, { name: 'security', fastify: '5.x', decorators: { fastify: ['config'] } });
