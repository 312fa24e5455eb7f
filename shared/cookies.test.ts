import t from 'tap';
import { lifetimeDays, siteCookies, siteStorage } from './cookies.ts';
import { localeCookie } from './locale-detection.ts';
import { attributionCookie } from './signup/attribution.ts';

t.test('the table lists exactly the cookies the code writes, with their real lifetimes', async (t) => {
  t.same(siteCookies.map((c) => c.name), ['i18n_redirected', 'campaign_code', 'referral_code']);
  t.same(siteCookies.map((c) => lifetimeDays(c.maxAgeS)), [365, 30, 30], 'spec 9: 365 days and 30 days');
  // Each definition agrees with the Set-Cookie / document.cookie string the code produces.
  const locale = localeCookie('en');
  t.match(locale, new RegExp(`^${siteCookies[0]!.name}=en; Path=/; Max-Age=${siteCookies[0]!.maxAgeS};`));
  t.match(locale, /SameSite=Lax/);
  for (const c of siteCookies.slice(1)) {
    t.match(attributionCookie(c.name as 'campaign_code', 'x'), `${c.name}=x; Max-Age=${c.maxAgeS}; Path=/; SameSite=Lax`);
  }
});

t.test('browser storage entries are named', async (t) => {
  t.same(siteStorage.map((s) => s.kind), ['localStorage', 'sessionStorage']);
});
