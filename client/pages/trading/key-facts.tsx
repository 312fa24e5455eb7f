// The marketing figures of spec section 9 as a strip of key facts, formatted for the locale. A page
// that has the instrument catalogue passes its largest leverage, so the strip shows what is offered.
import { tradingFigures } from '../../../shared/accounts/figures.ts';
import { formatLeverage, formatMoney, formatNumber } from '../../../shared/accounts/format.ts';
import { useTranslation } from '../../i18n-context.tsx';

export function KeyFacts({ tag, maxLeverage = tradingFigures.maxLeverage }: { tag: string; maxLeverage?: number }) {
  const { t } = useTranslation();
  const f = tradingFigures;
  const facts = [
    { key: 'spreads', value: t('accounts.facts.pipsValue', { value: formatNumber(tag, f.spreadsFromPips, 1) }), label: t('accounts.facts.spreads') },
    { key: 'deposit', value: formatMoney(tag, f.minDepositUsd, 'USD'), label: t('accounts.facts.minDeposit') },
    { key: 'leverage', value: formatLeverage(tag, maxLeverage), label: t('accounts.facts.leverage') },
    { key: 'execution', value: t('accounts.facts.executionValue', { value: formatNumber(tag, f.executionMs) }), label: t('accounts.facts.execution') },
    { key: 'funding', value: `${formatNumber(tag, f.fundingOptions)}+`, label: t('accounts.facts.fundingOptions') },
    { key: 'fee', value: t('accounts.facts.free'), label: t('accounts.facts.fundingFee') },
  ];
  return (
    <ul className="facts-strip" data-testid="key-facts">
      {facts.map((fact) => (
        <li key={fact.key} data-fact={fact.key}>
          <strong><bdi>{fact.value}</bdi></strong>
          <span>{fact.label}</span>
        </li>
      ))}
    </ul>
  );
}
