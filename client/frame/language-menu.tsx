// A minimal language switch: the same page in each offered locale. The full selector (groups of
// spec 2.3, listbox keyboard support) comes with the frame issue.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { locales } from '../../shared/locales.ts';
import { useLocale } from './use-locale.ts';

export function LanguageMenu() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const rest = pathname.slice(locale.length + 1);
  return (
    <details className="language-menu">
      <summary aria-label={t('language.label')}>{t(`language.names.${locale}`, { defaultValue: locale })}</summary>
      <ul>
        {locales.map((l) => (
          <li key={l.code}>
            <a href={`/${l.code}${rest}${search}`} hrefLang={l.tag} lang={l.tag} aria-current={l.code === locale ? 'true' : undefined}>
              {t(`language.names.${l.code}`, { defaultValue: l.code })}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
