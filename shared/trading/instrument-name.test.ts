import t from 'tap';
import { instrumentName } from './instrument-name.ts';

t.test('currency pairs and metals are named in the page language by Intl', async (t) => {
  t.same(instrumentName('EURUSD', 'Euro vs US Dollar', 'de-DE'), { text: 'Euro / US-Dollar' });
  t.same(instrumentName('USDJPY', 'US Dollar vs Japanese Yen', 'zh-Hans'), { text: '美元 / 日元' });
  t.same(instrumentName('EURUSD', 'Euro vs US Dollar', 'en-US'), { text: 'Euro / US Dollar' });
  t.match(instrumentName('XAUUSD', 'Gold vs US Dollar', 'fr-FR').text, /or/i);
});

t.test('other instruments keep the upstream description, marked English off English pages', async (t) => {
  t.same(instrumentName('BTCUSD', 'Bitcoin vs US Dollar', 'ko-KR'), { text: 'Bitcoin vs US Dollar', lang: 'en' });
  t.same(instrumentName('AAPL', 'Apple Inc.', 'en-IN'), { text: 'Apple Inc.' });
  t.same(instrumentName('US500', 'US 500 Index', 'ar-AE'), { text: 'US 500 Index', lang: 'en' });
});

import { namedRow } from './instrument-name.ts';
t.test('a table row carries a name only where it differs from the description', async (t) => {
  const aapl = { symbol: 'AAPL', description: 'Apple Inc.', assetClass: 'shares' as const };
  t.same(namedRow(aapl, 'en-GB'), aapl, 'English page: the description is the name');
  t.same(namedRow(aapl, 'de-DE'), { ...aapl, nameLang: 'en' }, 'other languages: marked English');
  t.same(namedRow({ symbol: 'EURNOK', description: 'Euro vs Norwegian Krone', assetClass: 'forex' as const }, 'de-DE').name, 'Euro / Norwegische Krone');
});
