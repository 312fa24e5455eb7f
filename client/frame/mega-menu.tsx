// The mega-menu panel of one top-level item (spec 2.3): 480 px tall, with the section's title,
// text and 'learn more' link and up to four sub-lists (market menu, beginner menu, menu1, menu2).
import { useTranslation } from '../i18n-context.tsx';
import type { MenuSection } from '../../shared/menu.ts';
import { Icon } from '../ui/icons.tsx';
import { LocaleLink } from './locale-link.tsx';

export function MegaMenu({ section, id, open, onNavigate }: { section: MenuSection; id: string; open: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mega-menu" id={id} hidden={!open}>
      <div className="mega-menu__inner">
        <div className="mega-menu__intro">
          <p className="mega-menu__title">{t(`sections.${section.key}.title`)}</p>
          <p className="mega-menu__text">{t(`sections.${section.key}.text`)}</p>
          <LocaleLink className="mega-menu__more" to={section.path} onClick={onNavigate}>
            {t('nav.learnMore')}
            {/* Says where it leads, for screen readers and link lists (a bare 'Learn more' does not). */}
            <span className="visually-hidden"> {t(`sections.${section.key}.title`)}</span>{' '}
            <Icon name="arrow" size={16} className="flip-rtl" />
          </LocaleLink>
        </div>
        <div className="mega-menu__lists">
          {section.lists.map((list) => (
            <div key={list.kind} className={`mega-menu__list mega-menu__list--${list.kind}`}>
              <p className="mega-menu__list-title" id={`${id}-${list.kind}`}>{t(list.titleKey)}</p>
              <ul aria-labelledby={`${id}-${list.kind}`}>
                {list.links.map((l) => (
                  <li key={l.path}>
                    <LocaleLink to={l.path} onClick={onNavigate}>{t(`pages.${l.name}.breadcrumb`)}</LocaleLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
