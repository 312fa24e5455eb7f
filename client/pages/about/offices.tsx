// The offices of the entity register: address, opening hours and phone numbers, with Intl's
// names made by the page's loader (entity-names.ts). Used by the contact and careers pages.
import { entities, formatAddress, type Entity } from '../../../shared/company/entities.ts';
import type { LocaleCode } from '../../../shared/locales.ts';
import { SharedMarkup } from '../../frame/shared-markup.tsx';
import { countryIn, type EntityNames } from './entity-names.ts';

/** The same for every render of a locale and list: its HTML is kept (frame/shared-markup.tsx). */
export function OfficeList({ locale, names, t, list = entities }: { locale: LocaleCode; names: EntityNames; t: (key: string) => string; list?: readonly Entity[] }) {
  return (
    <SharedMarkup tag="ul" className="about-grid" role="list" markupKey={`offices:${locale}:${list.map((e) => e.id).join(',')}`}>
      {() => list.map((e) => (
        <li key={e.id} className="about-card" data-entity={e.id}>
          <h3>{countryIn(names)(e.address.addressCountry)}</h3>
          <p className="about-muted">{e.legalName}</p>
          <dl>
            <div>
              <dt>{t('about.offices.address')}</dt>
              <dd><bdi>{formatAddress(e, countryIn(names))}</bdi></dd>
            </div>
            <div>
              <dt>{t('about.offices.hours')}</dt>
              <dd><bdi>{names.hours[e.openingHours] ?? e.openingHours}</bdi> <span className="about-muted">({e.timeZone.replace('_', ' ')})</span></dd>
            </div>
            <div>
              <dt>{t('about.offices.phone')}</dt>
              <dd><a href={`tel:${e.telephone.replace(/[^+\d]/g, '')}`} dir="ltr">{e.telephone}</a></dd>
            </div>
            <div>
              <dt>{t('about.offices.email')}</dt>
              <dd><a href={`mailto:${e.email}`}>{e.email}</a></dd>
            </div>
          </dl>
        </li>
      ))}
    </SharedMarkup>
  );
}
