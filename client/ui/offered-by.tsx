// Which company on-boards this locale's visitors, on every page that states leverage, client
// protections or promotions: the figures beside it are that entity's (shared/company/entities.ts),
// and the link leads to the regulatory page that lists every entity of the group.
import { entityForLocale } from '../../shared/company/entities.ts';
import { LocaleLink } from '../frame/locale-link.tsx';
import { useLocale } from '../frame/use-locale.ts';
import { useTranslation } from '../i18n-context.tsx';

export function OfferedBy() {
  const { t } = useTranslation();
  const entity = entityForLocale(useLocale());
  return (
    <p className="offered-by" data-entity={entity.id}>
      {t('offeredBy.line', { name: entity.legalName, regulator: entity.regulator?.abbreviation ?? '' })}{' '}
      <LocaleLink to="/about/regulatory-supervision">{t('offeredBy.link')}</LocaleLink>
    </p>
  );
}
