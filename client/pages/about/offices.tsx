// The offices of the entity register: address, opening hours (days named by Intl in the page's
// language) and phone numbers. Used by the contact and careers pages.
import { entities, formatAddress, type Entity } from '../../../shared/company/entities.ts';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { countryName } from './about-ui.tsx';
import { cachedDateFormat } from '../../../shared/format.ts';
import { boundedMemo } from '../../../shared/bounded-memo.ts';
import { SharedMarkup } from '../../frame/shared-markup.tsx';

const dayIndex: Record<string, number> = { Mo: 1, Tu: 2, We: 3, Th: 4, Fr: 5, Sa: 6, Su: 7 };

const formattedHours = boundedMemo<string, string>(500);

/** 'Mo-Fr 09:00-17:30' -> 'Mon – Fri 09:00–17:30' in the locale (2024-01-01 was a Monday). */
export function formatHours(locale: LocaleCode, hours: string): string {
  return formattedHours.get(`${locale}|${hours}`, () => hoursText(locale, hours));
}

function hoursText(locale: LocaleCode, hours: string): string {
  const m = /^(\w\w)(?:-(\w\w))? (\d\d:\d\d)-(\d\d:\d\d)$/.exec(hours);
  if (!m) return hours;
  const fmt = cachedDateFormat(getLocale(locale).tag, { weekday: 'short', timeZone: 'UTC' });
  const day = (d: string) => fmt.format(new Date(Date.UTC(2024, 0, dayIndex[d] ?? 1)));
  const days = m[2] ? `${day(m[1]!)} – ${day(m[2])}` : day(m[1]!);
  return `${days} ${m[3]}–${m[4]}`;
}

/** The same for every render of a locale and list: its HTML is kept (frame/shared-markup.tsx). */
export function OfficeList({ locale, t, list = entities }: { locale: LocaleCode; t: (key: string) => string; list?: readonly Entity[] }) {
  return (
    <SharedMarkup tag="ul" className="about-grid" role="list" markupKey={`offices:${locale}:${list.map((e) => e.id).join(',')}`}>
      {() => list.map((e) => (
        <li key={e.id} className="about-card" data-entity={e.id}>
          <h3>{countryName(locale, e.address.addressCountry)}</h3>
          <p className="about-muted">{e.legalName}</p>
          <dl>
            <div>
              <dt>{t('about.offices.address')}</dt>
              <dd><bdi>{formatAddress(e, (c) => countryName(locale, c))}</bdi></dd>
            </div>
            <div>
              <dt>{t('about.offices.hours')}</dt>
              <dd><bdi>{formatHours(locale, e.openingHours)}</bdi> <span className="about-muted">({e.timeZone.replace('_', ' ')})</span></dd>
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
