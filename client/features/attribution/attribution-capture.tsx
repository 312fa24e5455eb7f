// Attribution capture (spec 4): on every load and URL change (client navigation, back/forward),
// and again 100 ms later, campaign_code and referral_code from the query string become cookies
// (30 days, path /, SameSite=Lax). Values are untrusted: cookie values are URL-encoded and
// nothing here renders them.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ATTRIBUTION_RECHECK_MS, attributionCookie, attributionFromSearch, type AttributionParam } from '../../../shared/signup/attribution.ts';

export function captureAttribution(search: string = window.location.search): void {
  const values = attributionFromSearch(search);
  const secure = window.location.protocol === 'https:';
  for (const [name, value] of Object.entries(values) as [AttributionParam, string][]) {
    document.cookie = attributionCookie(name, value, secure);
  }
}

export function AttributionCapture() {
  const location = useLocation();

  useEffect(() => {
    captureAttribution();
    const timer = setTimeout(() => captureAttribution(), ATTRIBUTION_RECHECK_MS);
    return () => clearTimeout(timer);
  }, [location.key, location.search]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onPop = () => {
      captureAttribution();
      clearTimeout(timer);
      timer = setTimeout(() => captureAttribution(), ATTRIBUTION_RECHECK_MS);
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      clearTimeout(timer);
    };
  }, []);

  return null;
}
