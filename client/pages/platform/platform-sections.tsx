// Sections the platform product pages share (terminal 4 and 5, the app, copy trading, VPS, hub-x,
// the news provider): the hero with its sign-up call to action, the tabs between products,
// feature cards, the download buttons to the portal and the sign-up banner.
import type { ReactNode } from 'react';
import { platformRoutes } from '../../../shared/routes/platform.ts';
import { openSignup } from '../../features/signup/open-signup.ts';
import { useSite } from '../../frame/use-locale.ts';
import { LinkTabs } from '../../ui/link-tabs.tsx';
import { Section } from '../../ui/section.tsx';
import { SectionIcon } from '../../ui/section-icons.tsx';

/** The product tabs: each platform route line with a `tab` (shared/routes/platform.ts), in route order. */
export const platformTabPaths: Readonly<Record<string, string>> = Object.fromEntries(platformRoutes.filter((r) => r.tab).map((r) => [r.tab!, '/' + r.path]));
export type PlatformTabKey = string;

export function PlatformTabs({ label, labels, current }: { label: string; labels: Partial<Record<PlatformTabKey, string>>; current: PlatformTabKey }) {
  const tabs = Object.keys(platformTabPaths)
    .filter((key) => labels[key])
    .map((key) => ({ key, path: platformTabPaths[key]!, label: labels[key]! }));
  return <LinkTabs label={label} tabs={tabs} current={current} />;
}

export function PlatformHero({ title, intro, cta, source, children }: { title: string; intro: string; cta: string; source: string; children?: ReactNode }) {
  return (
    <header className="page-hero platform-hero" data-section="header">
      <h1>{title}</h1>
      <p className="page-hero__intro">{intro}</p>
      <div className="page-hero__actions">
        <button type="button" className="button button--primary" data-cta="hero" onClick={() => openSignup({ source })}>{cta}</button>
      </div>
      {children}
    </header>
  );
}

export interface FeatureCard {
  title: string;
  text: string;
}

export function FeatureCards({ id = 'features', title, cards, lang }: { id?: string; title: string; cards: readonly FeatureCard[]; lang?: string }) {
  return (
    <Section id={id} title={title} className="features">
      <ul className="card-grid card-grid--4" lang={lang}>
        {cards.map((c, i) => <li key={i} className="info-card"><h3>{c.title}</h3><p>{c.text}</p></li>)}
      </ul>
    </Section>
  );
}

/** Windows and Apple downloads on the client portal (new tab), with the sign-up button first. */
export function DownloadActions({ signUp, windows, apple, newTab, source }: { signUp: string; windows: string; apple: string; newTab: string; source: string }) {
  const site = useSite();
  const downloads = `${site.portalUrl.replace(/\/$/, '')}/downloads`;
  return (
    <div className="download-box__actions">
      <button type="button" className="button button--primary" onClick={() => openSignup({ source })}>{signUp}</button>
      <a className="button button--ghost" href={downloads} target="_blank" rel="noopener" data-download="windows">
        <SectionIcon name="windows" size={20} />
        {windows}
        <span className="visually-hidden"> {newTab}</span>
      </a>
      <a className="button button--ghost" href={downloads} target="_blank" rel="noopener" data-download="apple">
        <SectionIcon name="apple" size={20} />
        {apple}
        <span className="visually-hidden"> {newTab}</span>
      </a>
    </div>
  );
}

export function SignupBanner({ title, text, cta, source, lang }: { title: string; text: string; cta: string; source: string; lang?: string }) {
  return (
    <section className="page-section banner-section" data-section="banner" aria-label={title}>
      <button type="button" className="banner" lang={lang} onClick={() => openSignup({ source })}>
        <strong className="banner__title">{title}</strong>
        <span className="banner__text">{text}</span>
        <span className="banner__cta">{cta}</span>
      </button>
    </section>
  );
}
