// An expert group (spec 2.2): what the group covers and its members. A numeric id redirects
// (301) to the group's slug; an unknown group is a 404.
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { data } from 'react-router';
import { notFound, pageLoader, pickMessages, type PageData } from '../../data/loaders.ts';
import { servicesContext } from '../../services.ts';
import type { LocaleCode } from '../../../shared/locales.ts';
import { localesWithOwn } from '../../../shared/articles/list-query.ts';
import { localesWithMedia, mediaLanguages } from '../../../shared/media/media-language.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { SiteLink } from '../../frame/site-link.tsx';
import { useLocale } from '../../frame/use-locale.ts';
import { groupPath, listAuthors, listGroups } from '../../features/academy-data/academy-data.ts';
import { ExpertCards } from './expert-card.tsx';
import { expertCard, expertFallback } from './expert-data.ts';
import '../../styles/pages/academy.css';

interface GroupData extends PageData {
  group: { name: string; description?: string };
  experts: ReturnType<typeof expertCard>[];
  fallback: boolean;
}

export async function loader(args: LoaderFunctionArgs): Promise<GroupData> {
  const page = await pageLoader(args);
  const services = args.context.get(servicesContext);
  const locale = args.params.locale as LocaleCode;
  const url = new URL(args.request.url);
  const key = args.params['*'] ?? '';
  const [messages, authors, groups] = await Promise.all([services.messages(locale), listAuthors(services, locale, args.request.signal), listGroups(services, locale, args.request.signal)]);
  if (!authors) throw data('The expert team could not be loaded', { status: 503, statusText: 'Service Unavailable' });
  const group = groups.find((g) => g.slug === key || String(g.id) === key);
  if (!group) notFound('validation', url.pathname);
  if (group.slug !== key) throw redirect(`/${locale}${groupPath(group.slug)}`, 301);
  page.messages = pickMessages(messages, ['academy']);
  page.text = { ...page.text, title: group.name, description: group.description ?? page.text.description };
  const last = page.crumbs.at(-1);
  if (last) last.name = group.name;
  const fallback = expertFallback(group, locale);
  page.head = fallback ? { canonical: `/en${groupPath(group.slug)}` } : { alternateLocales: group.language ? localesWithMedia(mediaLanguages) : localesWithOwn(['en', 'zh-hans', 'zh-hant']) };
  return {
    ...page,
    group: { name: group.name, ...(group.description ? { description: group.description } : {}) },
    experts: authors.filter((a) => group.author_ids.map(Number).includes(a.id)).map((a) => expertCard(a, locale)),
    fallback,
  };
}

export default function ExpertGroupPage() {
  const page = useLoaderData() as GroupData;
  const { t } = usePageMessages(page);
  const lang = page.fallback ? 'en' : undefined;
  const locale = useLocale();
  return (
    <article className="expert-group">
      <header className="page-hero">
        <h1 lang={lang}>{page.group.name}</h1>
        {page.group.description ? <p className="page-hero__intro" lang={lang}>{page.group.description}</p> : null}
        {page.fallback ? <p className="academy-article__note" role="note">{t('academy.experts.englishOnly')}</p> : null}
      </header>
      <section className="expert-section" aria-labelledby="members-title">
        <h2 id="members-title">{t('academy.experts.members')}</h2>
        <ExpertCards experts={page.experts.map((e) => ({ ...e, articlesLabel: t('academy.experts.articles', { count: e.count }) }))} />
        <p><SiteLink to={`/${locale}/analysis/our-expert-team`}>{t('academy.experts.allExperts')}</SiteLink></p>
      </section>
    </article>
  );
}
