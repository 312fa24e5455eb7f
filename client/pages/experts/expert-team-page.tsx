// The expert team (spec 2.2): every analyst and educator with photo, role and expertise, and the
// expert groups.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { data } from 'react-router';
import { pageLoader, pickMessages, type PageData } from '../../data/loaders.ts';
import { servicesContext } from '../../services.ts';
import type { LocaleCode } from '../../../shared/locales.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { SiteLink } from '../../frame/site-link.tsx';
import { groupPath, listAuthors, listGroups } from '../../features/academy-data/academy-data.ts';
import { ExpertCards } from './expert-card.tsx';
import { expertCard, expertFallback } from './expert-data.ts';
import '../../styles/pages/academy.css';

interface TeamData extends PageData {
  experts: ReturnType<typeof expertCard>[];
  groups: { id: number; name: string; description?: string; href: string; members: number; lang?: string }[];
}

export async function loader(args: LoaderFunctionArgs): Promise<TeamData> {
  const page = await pageLoader(args);
  const services = args.context.get(servicesContext);
  const locale = args.params.locale as LocaleCode;
  const [messages, authors, groups] = await Promise.all([services.messages(locale), listAuthors(services, locale, args.request.signal), listGroups(services, locale, args.request.signal)]);
  if (!authors) throw data('The expert team could not be loaded', { status: 503, statusText: 'Service Unavailable' });
  page.messages = pickMessages(messages, ['academy']);
  return {
    ...page,
    experts: authors.map((a) => expertCard(a, locale)),
    groups: groups.map((g) => ({ id: g.id, name: g.name, ...(g.description ? { description: g.description } : {}), href: `/${locale}${groupPath(g.slug)}`, members: g.author_ids.length, ...(expertFallback(g, locale) ? { lang: 'en' } : {}) })),
  };
}

export default function ExpertTeamPage() {
  const page = useLoaderData() as TeamData;
  const { t } = usePageMessages(page);
  return (
    <article className="expert-team">
      <header className="page-hero">
        <h1>{page.text.title}</h1>
        <p className="page-hero__intro">{page.text.intro}</p>
      </header>
      <section className="expert-section" aria-labelledby="experts-title">
        <h2 id="experts-title">{t('academy.experts.members')}</h2>
        <ExpertCards experts={page.experts.map((e) => ({ ...e, articlesLabel: t('academy.experts.articles', { count: e.count }) }))} />
      </section>
      {page.groups.length ? (
        <section className="expert-section" aria-labelledby="groups-title">
          <h2 id="groups-title">{t('academy.experts.groups')}</h2>
          <ul className="expert-groups">
            {page.groups.map((g) => (
              <li key={g.id}>
                <h3 lang={g.lang}><SiteLink to={g.href}>{g.name}</SiteLink></h3>
                {g.description ? <p lang={g.lang}>{g.description}</p> : null}
                <p className="expert-groups__meta">{t('academy.experts.memberCount', { count: g.members })}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
