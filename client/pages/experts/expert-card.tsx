// An expert in a list (team page, group page): photo, name linked to the profile, role, expertise.
import { SiteLink } from '../../frame/site-link.tsx';

export interface ExpertCardData {
  id: number;
  href: string;
  name: string;
  title?: string;
  avatar?: string;
  expertise: string[];
  articlesLabel?: string;
  lang?: string;
}

export function ExpertCards({ experts }: { experts: readonly ExpertCardData[] }) {
  return (
    <ul className="expert-cards">
      {experts.map((e) => (
        <li key={e.id} className="expert-card" data-expert={e.id}>
          {e.avatar ? <img className="expert-card__photo" src={e.avatar} alt="" width={120} height={120} loading="lazy" decoding="async" /> : null}
          <div className="expert-card__body">
            <h3 className="expert-card__name"><SiteLink to={e.href}>{e.name}</SiteLink></h3>
            {e.title ? <p className="expert-card__title" lang={e.lang}>{e.title}</p> : null}
            {e.expertise.length ? <p className="expert-card__expertise" lang={e.lang}>{e.expertise.join(' · ')}</p> : null}
            {e.articlesLabel ? <p className="expert-card__meta">{e.articlesLabel}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
