// The marketing figures of spec section 9 as a strip of key facts, formatted for the locale. The
// leverage is the register's retail maximum for the entity on-boarding this locale (a page that
// knows the catalogue's groups passes the maximum over them).
import { entryMinDepositUsd } from '../../../shared/accounts/account-types.ts';
import { tradingFigures } from '../../../shared/accounts/figures.ts';
import { formatLeverage, formatMoney, formatNumber } from '../../../shared/accounts/format.ts';
import { entityForLocale, maxLeverage as entityMaxLeverage } from '../../../shared/company/entities.ts';
import { useLocale } from '../../frame/use-locale.ts';
import { useTranslation } from '../../i18n-context.tsx';

export function KeyFacts({ tag, maxLeverage }: { tag: string; maxLeverage?: number }) {
  const { t } = useTranslation();
  const entity = entityForLocale(useLocale());
  maxLeverage ??= entityMaxLeverage(entity, 'retail');
  const f = tradingFigures;
  const facts = [
    { key: 'spreads', value: t('accounts.facts.pipsValue', { value: formatNumber(tag, f.spreadsFromPips, 1) }), label: t('accounts.facts.spreads') },
    { key: 'deposit', value: formatMoney(tag, entryMinDepositUsd, 'USD'), label: t('accounts.facts.minDeposit') },
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
