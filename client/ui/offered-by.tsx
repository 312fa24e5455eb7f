// Which company on-boards this locale's visitors, on every page that states leverage, client
// protections or promotions: the figures beside it are that entity's (shared/company/entities.ts),
// and the link leads to the regulatory page that lists every entity of the group.
import { itemLangAttribute } from '../../shared/content-language.ts';
import { LocaleLink } from '../frame/locale-link.tsx';
import { useLocale, useOnboardingEntity } from '../frame/use-locale.ts';
import { useTranslation } from '../i18n-context.tsx';

// Stands for the legal name in the translated sentence, so the name can carry its own lang.
const NAME = '\u2063name\u2063';

export function OfferedBy() {
  const { t } = useTranslation();
  const locale = useLocale();
  const entity = useOnboardingEntity();
  const [before, after = ''] = t('offeredBy.line', { name: NAME, regulator: entity.regulator }).split(NAME);
  return (
    <p className="offered-by" data-entity={entity.id}>
      {before}<bdi lang={itemLangAttribute('en', locale)}>{entity.legalName}</bdi>{after}{' '}
      <LocaleLink to="/about/regulatory-supervision">{t('offeredBy.link')}</LocaleLink>
    </p>
  );
}
