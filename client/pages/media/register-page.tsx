// Campaign landings (spec 2.2, academy/register-{id}): a webinar's (what it covers, when in the
// visitor's zone, who presents, what registrants get) or the 2025 e-book's; the call to action is
// the sign-up dialog (the e-book's with bookId 1). An unknown campaign is the 404 page.
import { BidiText } from '../../ui/prose.tsx';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pick } from '../../i18n.ts';
import { notFound, pageLoader, pickMessages, type PageData } from '../../data/loaders.ts';
import { servicesContext } from '../../services.ts';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { campaignKind, EBOOK_BOOK_ID } from '../../../shared/media/campaigns.ts';
import { hasEnded, isLive } from '../../../shared/media/webinar-time.ts';
import { videoPath } from '../../../shared/media/video.ts';
import { webinarEventJsonLd } from '../../../shared/seo/media-json-ld.ts';
import { canonicalUrl } from '../../../shared/seo/alternates.ts';
import { useLocale } from '../../frame/use-locale.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { SiteLink } from '../../frame/site-link.tsx';
import { openSignup } from '../../features/signup/open-signup.ts';
import { detailCrumbs, listVideos, listWebinars, webinarItems, type WebinarItem } from '../../features/media-data/media-data.ts';
import { Countdown, useNow, useVisitorZone, WebinarTime } from './webinar-time.tsx';
import '../../styles/pages/academy.css';
import '../../styles/pages/media.css';

interface RegisterData extends PageData {
  campaign: { kind: 'ebook'; id: string } | { kind: 'webinar'; id: string; webinar: WebinarItem; ended: boolean };
}

export async function loader(args: LoaderFunctionArgs): Promise<RegisterData> {
  const page = await pageLoader(args);
  const services = args.context.get(servicesContext);
  const locale = args.params.locale as LocaleCode;
  const url = new URL(args.request.url);
  const ref = campaignKind(page.id ?? '');
  if (!ref) notFound('validation', url.pathname);
  const messages = await services.messages(locale);
  page.messages = pickMessages(messages, ['media']);
  const text = (key: string) => {
    const v = pick(messages, `media.${key}`);
    return typeof v === 'string' ? v : '';
  };
  const last = page.crumbs.at(-1);
  if (ref.kind === 'ebook') {
    page.text = { ...page.text, title: text('ebook.title') || page.text.title, description: text('ebook.lead') || page.text.description };
    if (last) last.name = page.text.title;
    return { ...page, campaign: ref };
  }
  const signal = args.request.signal;
  const [list, library] = await Promise.all([listWebinars(services, locale, signal), listVideos(services, locale, { limit: 100 }, signal)]);
  if (!list) throw data('The webinars could not be loaded', { status: 503, statusText: 'Service Unavailable' });
  const found = list.find((w) => w.campaign === ref.id);
  if (!found) notFound('validation', url.pathname);
  const recordings = new Map((library?.items ?? []).map((v) => [v.id, videoPath(v.id, v.slug)]));
  const webinar = webinarItems([found], locale, recordings)[0]!;
  const ended = hasEnded(webinar, Date.now());
  page.text = { ...page.text, title: webinar.title, description: webinar.abstract.slice(0, 300) };
  const listName = pick(messages, 'pages.academy-webinars.breadcrumb');
  page.crumbs = detailCrumbs(page.crumbs, { name: typeof listName === 'string' ? listName : 'Webinars', path: '/academy/webinars' }, webinar.title, page.path);
  const site = services.site();
  if (!ended) {
    page.head = {
      jsonLd: [
        webinarEventJsonLd({
          url: canonicalUrl(site.origin, locale, page.path),
          name: webinar.title,
          description: webinar.abstract,
          startDate: webinar.starts_at,
          durationMinutes: webinar.duration_minutes,
          joinUrl: site.origin + webinar.registerHref,
          inLanguage: webinar.session_language,
          performer: { name: webinar.presenter.name, url: site.origin + webinar.presenterHref },
          organizer: { name: site.brandName, url: canonicalUrl(site.origin, locale, '') },
        }),
      ],
    };
  }
  return { ...page, campaign: { kind: 'webinar', id: ref.id, webinar, ended } };
}

const benefitKeys = ['one', 'two', 'three', 'four'] as const;

export default function RegisterPage() {
  const page = useLoaderData() as RegisterData;
  const { t } = usePageMessages(page);
  const locale = useLocale();
  const tag = getLocale(locale).tag;
  const zone = useVisitorZone();
  const now = useNow(1000);
  const c = page.campaign;
  const cta = (source: string, bookId?: number) => (
    <button type="button" className="button button--primary" data-testid="register-cta" onClick={() => openSignup({ source, ...(bookId ? { bookId } : {}) })}>
      {c.kind === 'ebook' ? t('media.ebook.cta') : t('media.register.cta')}
    </button>
  );
  if (c.kind === 'ebook') {
    return (
      <article className="campaign">
        <header className="page-hero">
          <p className="campaign__kicker">{t('media.ebook.kicker')}</p>
          <h1>{page.text.title}</h1>
          <p className="page-hero__intro">{t('media.ebook.lead')}</p>
          {cta(`register-${c.id}`, EBOOK_BOOK_ID)}
        </header>
        <div className="academy-list__inner campaign__body">
          <section aria-labelledby="get-title">
            <h2 id="get-title">{t('media.ebook.inside')}</h2>
            <ol className="campaign__list">
              {(['one', 'two', 'three', 'four', 'five', 'six'] as const).map((k) => <li key={k}>{t(`media.ebook.chapters.${k}`)}</li>)}
            </ol>
          </section>
          <section aria-labelledby="how-title">
            <h2 id="how-title">{t('media.register.howTitle')}</h2>
            <p>{t('media.ebook.how')}</p>
            {cta(`register-${c.id}-bottom`, EBOOK_BOOK_ID)}
          </section>
          <p className="campaign__note">{t('media.register.privacy')}</p>
        </div>
      </article>
    );
  }
  const w = c.webinar;
  const lang = w.fallback ? 'en' : undefined;
  const dir = w.fallback ? 'ltr' : undefined;
  const ended = now === null ? c.ended : hasEnded(w, now);
  return (
    <article className="campaign">
      <header className="page-hero">
        <p className="campaign__kicker">{t('media.register.kicker')}</p>
        <h1 lang={lang} dir={dir}>{w.title}</h1>
        <p className="campaign__when">
          <WebinarTime iso={w.starts_at} zone={zone} tag={tag} initial={w.serverTime} />
          {' · '}{t('media.card.minutes', { count: w.duration_minutes })}
          {' · '}{t('media.webinars.heldIn', { language: w.sessionLanguageName })}
        </p>
        {ended ? null : now !== null && isLive(w, now) ? <p>{t('media.webinars.live')}</p> : (
          <p><Countdown iso={w.starts_at} now={now} tag={tag} label={(time) => t('media.webinars.startsIn', { time })} /></p>
        )}
        {ended ? null : cta(`register-${c.id}`)}
      </header>
      <div className="academy-list__inner campaign__body">
        {ended ? (
          <p className="academy-article__note" role="note">
            {t('media.register.ended')}{' '}
            {w.recordingHref ? <SiteLink to={w.recordingHref}>{t('media.webinars.watch')}</SiteLink> : null}{' '}
            <SiteLink to={`/${locale}/academy/webinars`}>{t('media.register.seeUpcoming')}</SiteLink>
          </p>
        ) : null}
        <section aria-labelledby="about-title">
          <h2 id="about-title">{t('media.register.about')}</h2>
          <p lang={lang} dir={dir}><BidiText text={w.abstract} /></p>
          {w.topics.length ? (
            <ul className="webinar-card__topics" aria-label={t('media.webinars.topics')} lang={lang} dir={dir}>
              {w.topics.map((topic) => <li key={topic}>{topic}</li>)}
            </ul>
          ) : null}
          <p>
            {t('media.webinars.with')} <SiteLink to={w.presenterHref}>{w.presenter.name}</SiteLink>
            {w.presenter.title ? <span lang={lang}>, {w.presenter.title}</span> : null} · {t(`media.level.${w.level}`)}
          </p>
        </section>
        {ended ? null : (
          <section aria-labelledby="get-title">
            <h2 id="get-title">{t('media.register.getTitle')}</h2>
            <ul className="campaign__list">
              {benefitKeys.map((k) => <li key={k}>{t(`media.register.get.${k}`)}</li>)}
            </ul>
            <h2 id="how-title">{t('media.register.howTitle')}</h2>
            <p>{t('media.register.how')}</p>
            {cta(`register-${c.id}-bottom`)}
          </section>
        )}
        <p className="campaign__note">{t('media.register.privacy')}</p>
      </div>
    </article>
  );
}
