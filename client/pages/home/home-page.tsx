// Home page (spec 2.4). This is the foundation version: hero and introduction; the thirteen
// sections arrive with the flagship-pages issue.
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { PageData } from '../../data/loaders.ts';
import { openSignup } from '../../features/signup/open-signup.ts';
import { LocaleLink } from '../../frame/locale-link.tsx';
import { brand } from '../../../shared/brand.ts';

export default function HomePage() {
  const page = useLoaderData() as PageData;
  const { t } = useTranslation();
  return (
    <article className="home-page">
      <header className="page-hero page-hero--home">
        <h1>{page.text.title}</h1>
        <p className="page-hero__intro">{page.text.intro}</p>
        <div className="page-hero__actions">
          <button type="button" className="button button--primary" onClick={() => openSignup({ source: 'home-top-line' })}>
            {t('common.openAccount')}
          </button>
          <LocaleLink className="button button--ghost" to={`/platform/${brand.slug}-app`}>{t('common.downloadApp')}</LocaleLink>
        </div>
      </header>
    </article>
  );
}
