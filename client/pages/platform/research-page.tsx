// The research provider's pages (/platform/{research-provider} and its corporate calendar,
// economic calendar, news-iq and signal pages): each clearly labelled as third-party research,
// with the provider's feed through the BFF (signals with entry, targets, stop and timeframe;
// corporate events; headlines with sentiment; the provider's calendar) and its disclaimer. Times
// are in UTC so every visitor of a cached page reads the same; feed text is the provider's English.
import type { ReactNode } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { brand } from '../../../shared/brand.ts';
import { formatMoney, formatNumber, formatUtc } from '../../../shared/accounts/format.ts';
import type { ResearchContent } from '../../../shared/content/platform.ts';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { isKnownSymbol } from '../../../shared/quotes/instruments.ts';
import { instrumentPath } from '../../../shared/trading/instrument-basics.ts';
import type { CorporateEvent, EconomicEvent, NewsIqItem, Signal } from '../../../shared/schemas/research.ts';
import { notFound, pageLoader, type PageData } from '../../data/loaders.ts';
import { openSignup } from '../../features/signup/open-signup.ts';
import { LocaleLink } from '../../frame/locale-link.tsx';
import { useTranslation } from '../../i18n-context.tsx';
import { servicesContext, type Services } from '../../services.ts';
import { LinkTabs } from '../../ui/link-tabs.tsx';
import { StackedTable } from '../../ui/stacked-table.tsx';
import { Section } from '../../ui/section.tsx';
import { usePageMessages } from '../../data/use-page-messages.ts';
import '../../styles/pages/marketing.css';
import '../../styles/pages/platform.css';
import '../../styles/ui-tables.css';

const base = `/platform/${brand.researchProvider}`;
const tools = ['signal', 'news-iq', 'economic-calendar', 'corporate-calendar'] as const;
type Tool = (typeof tools)[number];

/** Route name -> tool ('' is the overview). */
function toolOf(name: string): Tool | '' | undefined {
  const prefix = `platform-${brand.researchProvider}`;
  if (name === prefix) return '';
  const rest = name.slice(prefix.length + 1);
  return (tools as readonly string[]).includes(rest) ? (rest as Tool) : undefined;
}

type Feed =
  | { tool: 'signal'; items: Signal[] }
  | { tool: 'corporate-calendar'; items: CorporateEvent[] }
  | { tool: 'news-iq'; items: NewsIqItem[] }
  | { tool: 'economic-calendar'; items: EconomicEvent[] };

interface Data extends PageData {
  tool: Tool | '';
  content: ResearchContent;
  contentLang?: string;
  tag: string;
  /** null when the feed could not be loaded (the page still answers, with a notice). */
  feed: Feed | null;
}

const feedPaths: Record<Tool, string> = {
  signal: '/api/research/signals',
  'corporate-calendar': '/api/research/corporate-events',
  'news-iq': '/api/research/news-iq',
  'economic-calendar': '/api/research/economic-calendar',
};

async function loadFeed(services: Services, tool: Tool, signal: AbortSignal): Promise<Feed | null> {
  try {
    const [{ feedSchemas }, answer] = await Promise.all([import('./research-feeds.ts'), services.api<{ data?: unknown }>(feedPaths[tool], { limit: 20 }, { signal })]);
    if (answer.status !== 200) return null;
    const parsed = feedSchemas[tool].safeParse(answer.body?.data);
    return parsed.success ? ({ tool, items: parsed.data } as Feed) : null;
  } catch {
    return null;
  }
}

export async function loader(args: LoaderFunctionArgs): Promise<Data> {
  const page = await pageLoader(args);
  const tool = toolOf(page.name);
  if (tool === undefined) notFound('validation', new URL(args.request.url).pathname);
  const locale = args.params.locale as LocaleCode;
  const services = args.context.get(servicesContext);
  const [content, feed] = await Promise.all([
    services.content<ResearchContent>(`platform/${brand.researchProvider}`, locale),
    tool ? loadFeed(services, tool, args.request.signal) : Promise.resolve(null),
  ]);
  if (!content) throw new Error('research provider content is missing');
  const info = getLocale(locale);
  return { ...page, tool, content: content.data, ...(content.lang !== info.messages[0] ? { contentLang: content.lang } : {}), tag: info.tag, feed };
}

function price(tag: string, value: number, digits: number) {
  return <bdi>{formatNumber(tag, value, digits)}</bdi>;
}

function Signals({ items, tag }: { items: Signal[]; tag: string }) {
  const { t } = useTranslation();
  const col = (key: string, numeric = false) => ({ key, label: t(`platforms.research.signals.${key}`), text: t(`platforms.research.signals.${key}`), numeric });
  return (
    <StackedTable
      className="signals-table"
      caption={t('platforms.research.signals.caption')}
      captionHidden
      headerLabel={{ label: t('platforms.research.signals.symbol'), text: t('platforms.research.signals.symbol') }}
      columns={[col('direction'), col('timeframe'), col('entry', true), col('targets', true), col('stop', true), col('issued'), col('rationale')]}
      rows={items.map((s) => ({
        key: s.id,
        data: { 'data-signal': s.symbol },
        header: <SymbolLink symbol={s.symbol} />,
        cells: [
          <span className={`direction--${s.direction}`}>{t(`platforms.research.direction.${s.direction}`)}</span>,
          t(`platforms.research.timeframe.${s.timeframe}`),
          price(tag, s.entry, s.digits),
          <>{s.targets.map((p, i) => <span key={i} className="target">{i ? ' · ' : ''}{price(tag, p, s.digits)}</span>)}</>,
          price(tag, s.stop, s.digits),
          <bdi>{formatUtc(tag, s.issued_at, true)}</bdi>,
          <span lang="en">{s.rationale}</span>,
        ],
      }))}
    />
  );
}

function CorporateCalendar({ items, tag }: { items: CorporateEvent[]; tag: string }) {
  const { t } = useTranslation();
  const col = (key: string) => ({ key, label: t(`platforms.research.corporate.${key}`), text: t(`platforms.research.corporate.${key}`) });
  const details = (e: CorporateEvent): ReactNode => {
    if (e.type === 'earnings' && e.estimate !== undefined) return t('platforms.research.corporate.eps', { value: formatMoney(tag, e.estimate, e.currency ?? 'USD', 2) });
    if (e.type === 'dividend' && e.amount !== undefined) return t('platforms.research.corporate.dividend', { value: formatMoney(tag, e.amount, e.currency ?? 'USD', 2) });
    if (e.type === 'split' && e.ratio) return t('platforms.research.corporate.split', { value: e.ratio });
    return '';
  };
  return (
    <StackedTable
      caption={t('platforms.research.corporate.caption')}
      captionHidden
      headerLabel={{ label: t('platforms.research.corporate.date'), text: t('platforms.research.corporate.date') }}
      columns={[col('company'), col('event'), col('details')]}
      rows={items.map((e) => ({
        key: e.id,
        data: { 'data-event': e.type },
        header: <bdi>{formatUtc(tag, e.date)}</bdi>,
        cells: [
          <><span lang="en">{e.company}</span> (<SymbolLink symbol={e.symbol} />)</>,
          t(`platforms.research.corporate.types.${e.type}`),
          details(e),
        ],
      }))}
    />
  );
}

/** A symbol, linked to its instrument page when the catalogue has one (JPM has none: a 404 link). */
function SymbolLink({ symbol }: { symbol: string }) {
  return isKnownSymbol(symbol) ? <LocaleLink to={instrumentPath(symbol)}><bdi>{symbol}</bdi></LocaleLink> : <bdi>{symbol}</bdi>;
}

function NewsIq({ items, tag }: { items: NewsIqItem[]; tag: string }) {
  const { t } = useTranslation();
  return (
    <ul className="news-iq-list" data-testid="news-iq">
      {items.map((n) => (
        <li key={n.id} className="news-iq-item" data-sentiment={n.sentiment}>
          <h3 lang="en">{n.headline}</h3>
          <div className="news-iq-item__meta">
            <span className={`sentiment sentiment--${n.sentiment}`}>{t(`platforms.research.sentiment.${n.sentiment}`)}</span>
            <span>{t('platforms.research.score', { value: formatNumber(tag, n.score, 2) })}</span>
            <span lang="en">{n.source}</span>
            <bdi>{formatUtc(tag, n.published_at, true)}</bdi>
            {n.symbols.map((s) => <SymbolLink key={s} symbol={s} />)}
          </div>
        </li>
      ))}
    </ul>
  );
}

function EconomicCalendar({ items, tag }: { items: EconomicEvent[]; tag: string }) {
  const { t } = useTranslation();
  const col = (key: string, numeric = false) => ({ key, label: t(`platforms.research.economic.${key}`), text: t(`platforms.research.economic.${key}`), numeric });
  // A dash is what the eye expects in an empty cell; a screen reader hears the words instead
  // (aria-label is not allowed on a plain span).
  const value = (v: string | null) =>
    v === null ? (
      <>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{t('platforms.research.economic.pending')}</span>
      </>
    ) : (
      <bdi>{v}</bdi>
    );
  return (
    <StackedTable
      caption={t('platforms.research.economic.caption')}
      captionHidden
      headerLabel={{ label: t('platforms.research.economic.time'), text: t('platforms.research.economic.time') }}
      columns={[col('currency'), col('event'), col('importance'), col('actual', true), col('forecast', true), col('previous', true)]}
      rows={items.map((e) => ({
        key: e.id,
        data: { 'data-importance': String(e.importance) },
        header: <bdi>{formatUtc(tag, e.time, true)}</bdi>,
        cells: [<bdi>{e.currency}</bdi>, <span lang="en">{e.event}</span>, t(`platforms.research.economic.levels.${e.importance}`), value(e.actual), value(e.forecast), value(e.previous)],
      }))}
    />
  );
}

function FeedView({ feed, tag }: { feed: Feed; tag: string }) {
  switch (feed.tool) {
    case 'signal': return <Signals items={feed.items} tag={tag} />;
    case 'corporate-calendar': return <CorporateCalendar items={feed.items} tag={tag} />;
    case 'news-iq': return <NewsIq items={feed.items} tag={tag} />;
    case 'economic-calendar': return <EconomicCalendar items={feed.items} tag={tag} />;
  }
}

export default function ResearchPage() {
  const page = useLoaderData() as Data;
  const { t } = usePageMessages(page);
  const { content, contentLang, tool, tag, feed } = page;
  const provider = content.providerName;
  const tabs = [{ key: '', path: base, label: t('platforms.research.tabs.overview') }, ...tools.map((k) => ({ key: k, path: `${base}/${k}`, label: t(`platforms.research.tabs.${k}`) }))];

  return (
    <article className="research-page">
      <header className="page-hero">
        <p className="research-label" data-testid="third-party-label">{t('platforms.research.label', { provider })}</p>
        <h1>{page.text.title}</h1>
        <p className="page-hero__intro">{page.text.intro}</p>
        <div className="page-hero__actions">
          <button type="button" className="button button--primary" data-cta="hero" onClick={() => openSignup({ source: `research-${tool || 'overview'}` })}>{t('platforms.research.cta')}</button>
        </div>
      </header>
      <LinkTabs label={t('platforms.research.tabsLabel', { provider })} tabs={tabs} current={tool} />

      {tool === '' ? (
        <>
          <section className="page-section" data-section="about">
            <div className="page-section__inner" lang={contentLang}>{content.about.map((p, i) => <p key={i}>{p}</p>)}</div>
          </section>
          <Section id="tools" title={t('platforms.research.toolsTitle')}>
            <ul className="card-grid" lang={contentLang}>
              {tools.map((k) => (
                <li key={k} className="info-card">
                  <h3><LocaleLink to={`${base}/${k}`}>{content.tools[k].title}</LocaleLink></h3>
                  <p>{content.tools[k].text}</p>
                </li>
              ))}
            </ul>
          </Section>
        </>
      ) : (
        <Section id="feed" title={content.tools[tool].title}>
          <p lang={contentLang}>{content.tools[tool].text}</p>
          <p className="help-search__status">{t('platforms.research.source', { provider })} {t('platforms.research.timesUtc')}</p>
          {feed ? <FeedView feed={feed} tag={tag} /> : <p className="notice" role="status">{t('platforms.research.unavailable')}</p>}
          {tool === 'economic-calendar' ? <p><LocaleLink to="/analysis/economic-calendar">{t('platforms.research.fullCalendar')}</LocaleLink></p> : null}
        </Section>
      )}

      <section className="page-section" data-section="disclaimer" aria-labelledby="research-disclaimer-title">
        <div className="page-section__inner disclaimer-box">
          <h2 id="research-disclaimer-title" className="page-section__title">{t('platforms.research.disclaimerTitle')}</h2>
          <p className="disclaimer" lang={contentLang} data-testid="research-disclaimer">{content.disclaimer}</p>
        </div>
      </section>
    </article>
  );
}
