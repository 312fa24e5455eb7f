// A form's POST to the BFF: JSON in, status and JSON body (null when not JSON) out. Network
// failures and the time-out (spec 7: 60 s) throw; the form's hook turns that into its toast.
export const FORM_POST_TIMEOUT_MS = 60_000;

export async function postJson(url: string, payload: unknown, timeoutMs = FORM_POST_TIMEOUT_MS): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body: unknown = await res.json().catch(() => null);
  return { status: res.status, body };
}
