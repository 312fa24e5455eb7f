// The language selector of spec 2.3: the options of the current locale's group
// (shared/language-options.ts), the current locale preselected. Type true switches in place
// (same page and query in the other locale), type false goes to '/{code}' (codes without
// routes go to the served locale they map to). Either way the i18n_redirected cookie is
// rewritten in the browser, as the server would when it renders the other locale.
import { useTranslation } from '../i18n-context.tsx';
import { useLocation, useNavigate } from 'react-router';
import { languageOptions, languageTarget, servedLocaleFor, shortLanguageLabel } from '../../shared/language-options.ts';
import { localeCookie } from '../../shared/locale-detection.ts';
import { getLocale } from '../../shared/locales.ts';
import { DropdownListbox } from '../ui/listbox.tsx';
import { Icon } from '../ui/icons.tsx';
import { useLocale } from './use-locale.ts';

export function LanguageSelector() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { options, selected } = languageOptions(locale);
  const current = options.find((o) => o.code === selected)!;
  return (
    <DropdownListbox
      id="language-selector"
      className="language-selector"
      label={t('language.label')}
      value={selected}
      options={options.map((o) => ({
        value: o.code,
        text: t(o.nameKey, { defaultValue: o.code }),
        lang: getLocale(servedLocaleFor(o.code)).tag,
        content: (
          <>
            <span className="language-selector__flag" aria-hidden="true">{o.flag.toUpperCase()}</span>
            <span lang={getLocale(servedLocaleFor(o.code)).tag}>{t(o.nameKey, { defaultValue: o.code })}</span>
          </>
        ),
      }))}
      buttonContent={
        <>
          <Icon name="globe" size={18} />
          {/* The name or, where the bar is narrow, the short code (nav-fit.css): the one shown is
              the one in the accessible name ("Language, DE"), as speech input expects. */}
          <span className="language-selector__current">{t(current.nameKey, { defaultValue: current.code })}</span>
          <span className="language-selector__code" lang={getLocale(servedLocaleFor(current.code)).tag}>{shortLanguageLabel(current.code)}</span>
        </>
      }
      onChange={(code) => {
        const option = options.find((o) => o.code === code);
        if (!option) return;
        const target = languageTarget(option, pathname.slice(locale.length + 1), search);
        document.cookie = localeCookie(target.locale);
        void navigate(target.href);
      }}
    />
  );
}
