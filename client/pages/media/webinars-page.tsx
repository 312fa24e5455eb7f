// Webinars (spec 2.2, academy/webinars): upcoming sessions (time in GMT+3 on the server, in the
// visitor's zone after mount, a countdown to the next one, sign-up through the sign-up dialog and
// a campaign landing per session) and past sessions (recordings in the video library). One Event
// JSON-LD node per upcoming session.
import { BidiText } from '../../ui/prose.tsx';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { TFunction } from '../../i18n.ts';
import { useState } from 'react';
import { pageLoader, pickMessages, type PageData } from '../../data/loaders.ts';
import { servicesContext } from '../../services.ts';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { defaultZone, isLive, splitWebinars } from '../../../shared/media/webinar-time.ts';
import { offsetLabel, zoneOffsetMinutes } from '../../../shared/calendar/time-zone.ts';
import { videoPath } from '../../../shared/media/video.ts';
import { webinarEventJsonLd } from '../../../shared/seo/media-json-ld.ts';
import { canonicalUrl } from '../../../shared/seo/alternates.ts';
import { useLocale } from '../../frame/use-locale.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { SiteLink } from '../../frame/site-link.tsx';
import { openSignup } from '../../features/signup/open-signup.ts';
import { listVideos, listWebinars, webinarItems, type WebinarItem } from '../../features/media-data/media-data.ts';
import { Countdown, useNow, useVisitorZone, WebinarTime } from './webinar-time.tsx';
import '../../styles/pages/academy.css';
import '../../styles/pages/media.css';

interface WebinarsData extends PageData {
  webinars: WebinarItem[] | null;
  renderedAt: number;
}

export async function loader(args: LoaderFunctionArgs): Promise<WebinarsData> {
  const page = await pageLoader(args);
  const services = args.context.get(servicesContext);
  const locale = args.params.locale as LocaleCode;
  const signal = args.request.signal;
  const [list, library, messages] = await Promise.all([listWebinars(services, locale, signal), listVideos(services, locale, { limit: 100 }, signal), services.messages(locale)]);
  const recordings = new Map((library?.items ?? []).map((v) => [v.id, videoPath(v.id, v.slug)]));
  const webinars = list ? webinarItems(list, locale, recordings) : null;
  page.messages = pickMessages(messages, ['media', 'calendarExport']);
  const now = Date.now();
  const site = services.site();
  const pageUrl = canonicalUrl(site.origin, locale, page.path);
  page.head = {
    jsonLd: splitWebinars(webinars ?? [], now).upcoming.map((w) =>
      webinarEventJsonLd({
        url: `${pageUrl}#webinar-${w.id}`,
        name: w.title,
        description: w.abstract,
        startDate: w.starts_at,
        durationMinutes: w.duration_minutes,
        joinUrl: site.origin + w.registerHref,
        inLanguage: w.session_language,
        performer: { name: w.presenter.name, url: site.origin + w.presenterHref },
        organizer: { name: site.brandName, url: canonicalUrl(site.origin, locale, '') },
        ...(w.avatar ? { image: site.origin + w.avatar } : {}),
      }),
    ),
  };
  return { ...page, webinars, renderedAt: now };
}

function WebinarCard({ w, zone, tag, now, past, t, locale }: { w: WebinarItem; zone: string; tag: string; now: number; past: boolean; t: TFunction; locale: string }) {
  const lang = w.fallback ? 'en' : undefined;
  const dir = w.fallback ? 'ltr' : undefined;
  return (
    <li className="webinar-card" id={`webinar-${w.id}`} data-webinar={w.id}>
      <h3 className="webinar-card__title" lang={lang} dir={dir}>{w.title}</h3>
      <p className="webinar-card__when">
        <WebinarTime iso={w.starts_at} zone={zone} tag={tag} initial={w.serverTime} />
        {' · '}{t('media.card.minutes', { count: w.duration_minutes })}
        {!past && isLive(w, now) ? <strong className="webinar-card__live"> {t('media.webinars.live')}</strong> : null}
      </p>
      <p className="webinar-card__meta">
        {w.avatar ? <img className="byline__avatar" src={w.avatar} alt="" width={40} height={40} loading="lazy" /> : null}
        <span>
          {t('media.webinars.with')} <SiteLink to={w.presenterHref}>{w.presenter.name}</SiteLink>
          {' · '}{t(`media.level.${w.level}`)}{' · '}{t('media.webinars.heldIn', { language: w.sessionLanguageName })}
        </span>
      </p>
      <p className="webinar-card__abstract" lang={lang} dir={dir}><BidiText text={w.abstract} /></p>
      {w.topics.length ? (
        <ul className="webinar-card__topics" aria-label={t('media.webinars.topics')} lang={lang} dir={dir}>
          {w.topics.map((topic) => <li key={topic}>{topic}</li>)}
        </ul>
      ) : null}
      <p className="webinar-card__actions">
        {past ? (
          w.recordingHref ? (
            <SiteLink className="button button--ghost" to={w.recordingHref}>{t('media.webinars.watch')}</SiteLink>
          ) : (
            <span className="webinar-card__none">{t('media.webinars.noRecording')}</span>
          )
        ) : (
          <>
            <button type="button" className="button button--primary" onClick={() => openSignup({ source: `webinar-${w.id}` })}>
              {t('media.webinars.reserve')}
            </button>
            <SiteLink to={w.registerHref}>{t('media.webinars.details')}</SiteLink>
            {/* The name starts with the visible words (WCAG 2.5.3 label in name); the session follows, hidden. */}
            <a href={`/api/webinar/${w.id}.ics?locale=${locale}`} type="text/calendar" download rel="nofollow" data-testid="webinar-ics">
              {t('calendarExport.addWebinar')}<span className="visually-hidden">: <span lang={lang}>{w.title}</span></span>
            </a>
          </>
        )}
      </p>
    </li>
  );
}

export default function WebinarsPage() {
  const page = useLoaderData() as WebinarsData;
  const { t } = usePageMessages(page);
  const locale = useLocale();
  const tag = getLocale(locale).tag;
  const visitorZone = useVisitorZone();
  // The calendar's pattern: the visitor's zone after mount, with a switch back to the site's GMT+3.
  const [siteTime, setSiteTime] = useState(false);
  const zone = siteTime ? defaultZone : visitorZone;
  const ticking = useNow(1000);
  const now = ticking ?? page.renderedAt;
  const { upcoming, past } = splitWebinars(page.webinars ?? [], now);
  const next = upcoming[0];
  const zoneName = `${zone.startsWith('GMT') ? '' : `${zone.replace(/_/g, ' ')} · `}${offsetLabel(zoneOffsetMinutes(zone, now))}`;
  return (
    <article className="webinars">
      <header className="page-hero">
        <h1>{page.text.title}</h1>
        <p className="page-hero__intro">{page.text.intro}</p>
      </header>
      <div className="academy-list__inner">
        {page.webinars === null ? <p role="alert">{t('media.webinars.unavailable')}</p> : null}
        <p className="webinars__zone">
          <span data-testid="webinar-zone" aria-live="polite">{t('media.webinars.timesIn', { zone: zoneName })}</span>{' '}
          {/* Always in the page, so its line is there from the first paint (it appeared after
              mount and moved everything below it: CLS 0.13 on a phone); invisible, and out of the
              tab order and the accessibility tree, until the visitor's zone is known to differ. */}
          <button
            type="button"
            className={`webinars__zone-switch${visitorZone === defaultZone ? ' webinars__zone-switch--unneeded' : ''}`}
            onClick={() => setSiteTime((v) => !v)}
            data-testid="webinar-zone-switch"
          >
            {siteTime ? t('media.webinars.useMine') : t('media.webinars.useSite')}
          </button>
        </p>
        <section aria-labelledby="upcoming-title">
          <h2 id="upcoming-title">{t('media.webinars.upcoming')}</h2>
          {next ? (
            <p className="webinars__next">
              {t('media.webinars.next')} <a href={`#webinar-${next.id}`} lang={next.fallback ? 'en' : undefined}>{next.title}</a>{' '}
              {isLive(next, now) ? t('media.webinars.live') : <Countdown iso={next.starts_at} now={ticking} tag={tag} label={(time) => t('media.webinars.startsIn', { time })} />}
            </p>
          ) : page.webinars ? <p>{t('media.webinars.noneUpcoming')}</p> : null}
          <ul className="webinar-list">
            {upcoming.map((w) => <WebinarCard key={w.id} w={w} zone={zone} tag={tag} now={now} past={false} t={t} locale={locale} />)}
          </ul>
        </section>
        {past.length ? (
          <section aria-labelledby="past-title">
            <h2 id="past-title">{t('media.webinars.past')}</h2>
            <ul className="webinar-list webinar-list--past">
              {past.map((w) => <WebinarCard key={w.id} w={w} zone={zone} tag={tag} now={now} past t={t} locale={locale} />)}
            </ul>
          </section>
        ) : null}
        <aside className="risk-warning" aria-labelledby="risk-title">
          <h2 id="risk-title">{t('media.riskTitle')}</h2>
          <p>{t('media.risk')}</p>
        </aside>
      </div>
    </article>
  );
}
