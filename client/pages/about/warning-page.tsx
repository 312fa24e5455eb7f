// The warning page (spec 4: where a UK visitor who declines the risk notice is sent): what it
// means that we cannot serve UK residents, and where to go instead.
import { useLoaderData } from 'react-router';
import type { PageData } from '../../data/loaders.ts';
import { LocaleLink } from '../../frame/locale-link.tsx';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { MarkNames } from '../../ui/marked-names.tsx';
import { AboutHero } from './about-ui.tsx';
import { aboutLoader } from './about-data.ts';

export const loader = aboutLoader;
export const fcaRegisterUrl = 'https://register.fca.org.uk/s/';

export default function WarningPage() {
  const page = useLoaderData() as PageData;
  const { t, list } = usePageMessages(page);
  return (
    <article className="content-page about-page">
      <AboutHero page={page} />
      <section className="about-section" aria-labelledby="warning-means">
        <h2 id="warning-means">{t('about.warning.meansTitle')}</h2>
        <ul>
          {list<string>('about.warning.means').map((m) => (
            <li key={m}><MarkNames text={m} /></li>
          ))}
        </ul>
      </section>
      <section className="about-section" aria-labelledby="warning-where">
        <h2 id="warning-where">{t('about.warning.whereTitle')}</h2>
        <p><MarkNames text={t('about.warning.whereText')} /></p>
        <ul>
          <li><a href={fcaRegisterUrl} target="_blank" rel="noopener">{t('about.warning.fcaLink')}</a></li>
          <li><LocaleLink to="/about/regulatory-supervision">{t('about.warning.regulationLink')}</LocaleLink></li>
          <li><LocaleLink to="/academy/overview">{t('about.warning.academyLink')}</LocaleLink></li>
        </ul>
      </section>
    </article>
  );
}
