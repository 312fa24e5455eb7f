import t from 'tap';
import { financialProductJsonLd } from './financial-product.ts';
import { serializeJsonLd } from './json-ld.ts';

t.test('an instrument page is a FinancialProduct of the broker', async (t) => {
  const node = financialProductJsonLd({
    url: 'https://www.example.com/en/trading/trading-eurusd', symbol: 'EURUSD', name: 'Euro vs US Dollar',
    description: 'Trade EURUSD </script>', category: 'Forex', brandName: 'Velora Markets', origin: 'https://www.example.com', inLanguage: 'en',
    specificationAnchor: 'spec-title',
  });
  t.match(node, { '@type': 'FinancialProduct', name: 'EURUSD \u2013 Euro vs US Dollar', alternateName: 'EURUSD', category: 'Forex', provider: { '@type': 'Organization', name: 'Velora Markets' }, feesAndCommissionsSpecification: 'https://www.example.com/en/trading/trading-eurusd#spec-title' });
  t.notMatch(serializeJsonLd(node), /<\/script>/i, 'safe to inline');
});
