// The embedded sandbox upstream. Pieces:
//   sandboxUpstream  the broker API (/api/...) from fixtures, fault knobs in front
//   sandboxSite      what a browser sees: /sandbox/captcha/*, /sandbox/portal/*, /sandbox/assets/*,
//                    /sandbox/inbox (contact messages received)
//   buildSandboxServer  both at a server's root, for the loopback upstream and `npm run sandbox`
import Fastify, { type FastifyInstance } from 'fastify';
import { sandboxAssets } from './assets.ts';
import { sandboxCaptcha } from './captcha.ts';
import { sandboxPortal } from './portal.ts';
import { sandboxInbox } from './inbox.ts';
import { createSandboxState, type SandboxOptions, type SandboxState } from './state.ts';
import { sandboxUpstream } from './upstream-api.ts';

export { createSandboxState, sandboxUpstream, type SandboxState, type SandboxOptions };
export { mintCaptchaToken } from './captcha.ts';
export type { FaultRule } from './faults.ts';

/** Captcha, portal and assets under /sandbox/*. */
export async function sandboxSite(app: FastifyInstance, options: { state: SandboxState }): Promise<void> {
  await app.register(sandboxCaptcha, { prefix: '/sandbox/captcha', state: options.state });
  await app.register(sandboxPortal, { prefix: '/sandbox/portal' });
  await app.register(sandboxAssets, { prefix: '/sandbox/assets' });
  await app.register(sandboxInbox, { prefix: '/sandbox', state: options.state });
}

export interface SandboxServerOptions {
  state: SandboxState;
  logger?: boolean;
}

/** A whole sandbox server: the upstream API at the root plus the site pieces. */
export async function buildSandboxServer(options: SandboxServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    forceCloseConnections: true,
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 500 },
  });
  await app.register(sandboxUpstream, { state: options.state });
  await app.register(sandboxSite, { state: options.state });
  return app;
}
