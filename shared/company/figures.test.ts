import t from 'tap';
import { figures, figuresFor, formatFigure } from './figures.ts';
import { catalogueCounts } from '../marketing-facts.ts';
import { entryMinDepositUsd } from '../accounts/account-types.ts';

t.test('spec 9 figures, formatted per locale', async (t) => {
  t.equal(formatFigure(figures.countries, 'en-US'), '150+');
  t.equal(formatFigure(figures.rating, 'en-US'), '4.3/5');
  t.equal(formatFigure(figures.rating, 'de-DE'), '4,3/5');
  t.equal(formatFigure(figures.segregated, 'en-US'), '100%');
  t.equal(formatFigure(figures.execution, 'en-US'), '< 30 ms');
  t.equal(formatFigure(figures.minDeposit, 'en-US'), '$100');
  t.equal(figures.minDeposit.value, entryMinDepositUsd, 'the account catalogue\'s entry minimum');
  t.equal(formatFigure(figures.spreads, 'en-US'), '0.0');
  t.equal(formatFigure(figures.assetClasses, 'en-US'), String(catalogueCounts().assetClasses), 'asset classes: the catalogue\'s count');
  t.equal(formatFigure(figures.fundingOptions, 'en-US'), '10+');
});

t.test('figures implied by the entity register', async (t) => {
  t.equal(figures.leverage.value, '1:1000', 'spec 9 maximum leverage = the highest cap in the register');
  t.equal(figures.regulators.value, 3, 'ASIC, VFSC, FSC');
  t.same(figuresFor('en-nz').leverage, { kind: 'ratio', value: '1:30' }, 'a locale reads its own entity\'s maximum');
  t.same(figuresFor('en').leverage, { kind: 'ratio', value: '1:500' });
  t.same(figuresFor('th').leverage, { kind: 'ratio', value: '1:1000' });
});
