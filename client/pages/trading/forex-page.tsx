// Forex page (spec 2.5), foundation version: header with Open Account and the introduction.
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { PageData } from '../../data/loaders.ts';
import { openSignup } from '../../features/signup/open-signup.ts';

export default function ForexPage() {
  const page = useLoaderData() as PageData;
  const { t } = useTranslation();
  return (
    <article className="forex-page">
      <header className="page-hero">
        <h1>{page.text.title}</h1>
        <p className="page-hero__intro">{page.text.intro}</p>
        <div className="page-hero__actions">
          <button type="button" className="button button--primary" onClick={() => openSignup({ source: 'forex-header' })}>
            {t('common.openAccount')}
          </button>
        </div>
      </header>
    </article>
  );
}
