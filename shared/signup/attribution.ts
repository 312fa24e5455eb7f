// Attribution capture (spec sections 4 and 9): campaign_code and referral_code from the query
// string become cookies (30 days, path /, SameSite=Lax). campaign_code is base64-decoded when it
// decodes cleanly to text, else kept as given. The values are untrusted: cookies carry them
// URL-encoded (no ';', ',', CR/LF or spaces can reach the header), and they are length-capped.
export const ATTRIBUTION_COOKIE_MAX_AGE_MS = 2_592_000_000;
export const ATTRIBUTION_RECHECK_MS = 100;
export const ATTRIBUTION_PARAMS = ['campaign_code', 'referral_code'] as const;
export type AttributionParam = (typeof ATTRIBUTION_PARAMS)[number];
const MAX_LENGTH = 256;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Decodes base64 (standard, or URL-safe without padding) when the result is valid UTF-8 text
 * without control characters; anything else (not base64, binary, empty) is returned unchanged.
 */
export function decodeCampaignCode(raw: string): string {
  const s = raw.trim();
  if (s === '' || s.length % 4 === 1) return raw;
  let normalized: string;
  if (BASE64.test(s)) normalized = s;
  else if (BASE64URL.test(s)) normalized = s.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (s.length % 4)) % 4);
  else return raw;
  try {
    const binary = atob(normalized);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // eslint-disable-next-line no-control-regex
    if (text === '' || /[\u0000-\u001f\u007f\ufffd]/.test(text)) return raw;
    return text;
  } catch {
    return raw;
  }
}

/** The attribution values a URL's query carries (capped; campaign_code decoded). */
export function attributionFromSearch(search: string): Partial<Record<AttributionParam, string>> {
  const params = new URLSearchParams(search);
  const out: Partial<Record<AttributionParam, string>> = {};
  const campaign = params.get('campaign_code');
  if (campaign) out.campaign_code = decodeCampaignCode(campaign).slice(0, MAX_LENGTH);
  const referral = params.get('referral_code');
  if (referral) out.referral_code = referral.trim().slice(0, MAX_LENGTH);
  return out;
}

/** A document.cookie assignment: the value URL-encoded, 30 days, path /, SameSite=Lax. */
export function attributionCookie(name: AttributionParam, value: string, secure = false): string {
  const maxAge = Math.floor(ATTRIBUTION_COOKIE_MAX_AGE_MS / 1000);
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Reads one cookie (URL-decoded) from a Cookie header / document.cookie string. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const i = part.indexOf('=');
    if (i === -1) continue;
    if (part.slice(0, i).trim() !== name) continue;
    const raw = part.slice(i + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}
