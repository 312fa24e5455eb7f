// The sandbox's mutable state, shared by every mount of it (the in-process loopback upstream,
// /sandbox/upstream on the site, the standalone server): fault knobs, a log of received calls,
// registered e-mails, captcha tokens already used, logged-in sandbox users.
import type { FaultRule } from './fault-rule.ts';

export interface CallRecord {
  method: string;
  path: string;
  query: string;
  at: number;
  /**
   * The sandbox is done with the call: answered, dropped, or its caller gone and its fault's
   * delay over (a handler never runs after that). Tests wait on this instead of sleeping.
   */
  settled: boolean;
}

export interface ContactMessage {
  ticket: string;
  receivedAt: string;
  idempotencyKey: string | undefined;
  name: string;
  email: string;
  phone: string;
  topic: string;
  message: string;
  locale: string;
}

export interface SandboxOptions {
  /** Origin used in absolute image URLs (this server's public origin). */
  assetOrigin: string;
  /** Client-portal base URL the registration redirect points to. */
  portalUrl: string;
  captchaSecret?: string;
  siteKey?: string;
  /** Country answered by /api/location without sandbox_country (two letters). */
  defaultCountry?: string;
  /** Allow changing faults over HTTP (/__faults). */
  faultKnobs?: boolean;
}

export interface SandboxState {
  assetOrigin: string;
  portalUrl: string;
  captchaSecret: string;
  siteKey: string;
  defaultCountry: string;
  faultKnobs: boolean;
  faults: FaultRule[];
  calls: CallRecord[];
  registeredEmails: Set<string>;
  usedTokens: Map<string, number>;
  users: Map<string, { email: string; first_name: string; last_name: string; language: string }>;
  /** Contact-form messages received (newest last), shown at /sandbox/inbox. */
  contactMessages: ContactMessage[];
  /** Calls received whose path starts with prefix (all when omitted). */
  callsTo(prefix?: string): CallRecord[];
  reset(): void;
}

export function createSandboxState(options: SandboxOptions): SandboxState {
  const state: SandboxState = {
    assetOrigin: options.assetOrigin.replace(/\/+$/, ''),
    portalUrl: options.portalUrl.replace(/\/+$/, ''),
    captchaSecret: options.captchaSecret ?? 'sandbox-captcha-secret',
    siteKey: options.siteKey ?? 'sandbox-site-key',
    defaultCountry: (options.defaultCountry ?? 'SG').toUpperCase(),
    faultKnobs: options.faultKnobs ?? true,
    faults: [],
    calls: [],
    registeredEmails: new Set(['taken@example.com']),
    usedTokens: new Map(),
    users: new Map(),
    contactMessages: [],
    callsTo(prefix = '') {
      return state.calls.filter((c) => c.path.startsWith(prefix));
    },
    reset() {
      state.faults.length = 0;
      state.calls.length = 0;
      state.registeredEmails = new Set(['taken@example.com']);
      state.usedTokens.clear();
      state.users.clear();
      state.contactMessages.length = 0;
    },
  };
  return state;
}
