// A hub's list of its sections (academy and analysis overviews): each a card with the section's
// title and one-line description, the whole card a link.
import { SiteLink } from '../frame/site-link.tsx';

export interface SectionLink {
  href: string;
  title: string;
  text: string;
}

export function SectionLinks({ title, links }: { title: string; links: readonly SectionLink[] }) {
  return (
    <section className="academy-sections" aria-labelledby="sections-title">
      <h2 id="sections-title">{title}</h2>
      <ul>
        {links.map((s) => (
          <li key={s.href}>
            <SiteLink to={s.href} className="academy-sections__link">
              <span className="academy-sections__title">{s.title}</span>
              <span className="academy-sections__text">{s.text}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
