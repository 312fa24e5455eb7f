// The visitor's country from GET /api/location, asked once per page load and shared by the
// sign-up dialog and the UK warning. Failures resolve to '' (country unknown). In the sandbox a
// tester picks the country with ?sandbox_country=GB on the page URL (passed on; the server
// ignores it outside the sandbox).
let pending: Promise<string> | null = null;

export function fetchCountryCode(): Promise<string> {
  if (pending) return pending;
  const sandbox = new URLSearchParams(window.location.search).get('sandbox_country');
  const url = sandbox && /^[A-Za-z]{2}$/.test(sandbox) ? `/api/location?sandbox_country=${encodeURIComponent(sandbox)}` : '/api/location';
  pending = fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? res.json() : {}))
    .then((body: unknown) => {
      const b = body as { countryCode?: unknown; data?: { countryCode?: unknown; data?: { countryCode?: unknown } } } | null;
      const code = b?.countryCode ?? b?.data?.countryCode ?? b?.data?.data?.countryCode;
      return typeof code === 'string' ? code : '';
    })
    .catch(() => '');
  return pending;
}
