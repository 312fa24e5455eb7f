// Third-party scripts (spec sections 4 and 7): a tag manager, a page-translation widget and a
// support-chat widget. Each is off unless configured (all off in the sandbox). The browser loads
// each once, after the window load event; the CSP allows exactly the configured hosts.
import { z } from 'zod';
import { ConfigError } from '../../config.ts';
import type { CspExtra } from '../../plugins/security.ts';

const optionalHttpsUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^https$/ }).optional());

export const thirdPartyConfigSchema = z.object({
  /** Tag manager container id (GTM-XXXXXXX). Unset: no tag manager. */
  GTM_ID: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^GTM-[A-Z0-9]{4,12}$/).optional()),
  /** Tag manager script base (the container id is added as ?id=). */
  GTM_SCRIPT_URL: z.url({ protocol: /^https$/ }).default('https://www.googletagmanager.com/gtm.js'),
  /** The page-translation widget's script (https). Unset: no widget. */
  TRANSLATE_WIDGET_URL: optionalHttpsUrl,
  /** The support-chat widget's script (https). Unset: no widget. */
  CHAT_WIDGET_URL: optionalHttpsUrl,
  /** Extra hosts the widgets talk to or frame (comma-separated origins), e.g. a chat's API. */
  THIRD_PARTY_CONNECT_HOSTS: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^(https|wss)$/ }))),
  THIRD_PARTY_FRAME_HOSTS: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https$/ }))),
});

export type ThirdPartyConfig = z.infer<typeof thirdPartyConfigSchema>;

/** What the browser needs (part of SiteInfo); absent keys are off. */
export interface ThirdPartyClientConfig {
  gtmUrl?: string;
  gtmId?: string;
  translateWidgetUrl?: string;
  chatWidgetUrl?: string;
}

export function loadThirdPartyConfig(env: Record<string, string | undefined> = process.env): ThirdPartyConfig {
  const parsed = thirdPartyConfigSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name}${env[name] === undefined ? '' : `=${JSON.stringify(env[name])}`}: ${issue.message}`);
  }
  return parsed.data;
}

export function thirdPartyClientConfig(c: ThirdPartyConfig): ThirdPartyClientConfig {
  const out: ThirdPartyClientConfig = {};
  if (c.GTM_ID) {
    out.gtmId = c.GTM_ID;
    out.gtmUrl = `${c.GTM_SCRIPT_URL}?id=${encodeURIComponent(c.GTM_ID)}`;
  }
  if (c.TRANSLATE_WIDGET_URL) out.translateWidgetUrl = c.TRANSLATE_WIDGET_URL;
  if (c.CHAT_WIDGET_URL) out.chatWidgetUrl = c.CHAT_WIDGET_URL;
  return out;
}

const origin = (url: string) => new URL(url).origin;

/** The CSP sources for exactly the configured scripts (nothing when all are off). */
export function thirdPartyCsp(c: ThirdPartyConfig): CspExtra {
  const scripts = [c.GTM_ID ? c.GTM_SCRIPT_URL : undefined, c.TRANSLATE_WIDGET_URL, c.CHAT_WIDGET_URL]
    .filter((u): u is string => !!u)
    .map(origin);
  const extra: CspExtra = {};
  if (scripts.length) extra.scriptHosts = [...new Set(scripts)];
  const connect = [...new Set([...scripts, ...c.THIRD_PARTY_CONNECT_HOSTS.map(origin)])];
  if (connect.length) extra.connectHosts = connect;
  if (c.THIRD_PARTY_FRAME_HOSTS.length) extra.frameHosts = [...new Set(c.THIRD_PARTY_FRAME_HOSTS.map(origin))];
  return extra;
}
