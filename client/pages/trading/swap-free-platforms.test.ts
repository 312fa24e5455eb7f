// Issue 31: the swap-free page states the swap-free account's platforms from the account-types
// data, and names what it lacks (the web platform), instead of "same platforms as Standard".
import t from 'tap';
import { buildTestApp, crawlerUA } from '../../../server/test-support/app.ts';

const { app } = await buildTestApp({ LOG_LEVEL: 'silent' });
t.teardown(() => app.close());
const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'user-agent': crawlerUA } });

t.test('swap-free page: platforms from the data, the web platform named as missing', async (t) => {
  const html = (await get('/en/trading/swap-free-account')).body;
  t.notMatch(html, /platforms as the Standard/);
  t.match(html, /data-testid="swap-free-platforms">Platforms for the swap-free account: MetaTrader 4, MetaTrader 5, Velora Markets app\.</);
  t.match(html, /data-testid="swap-free-not-on">Not available for the swap-free account: Hub-X web platform\.</);
  const de = (await get('/de/trading/swap-free-account')).body;
  t.notMatch(de, /Plattformen wie das Standardkonto/);
  t.match(de, /data-testid="swap-free-not-on">Für das swapfreie Konto nicht verfügbar: /);
});
