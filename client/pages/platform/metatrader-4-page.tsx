// MetaTrader 4 page (spec 2.6), foundation version: header with the download button that opens
// registration, and the introduction.
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { PageData } from '../../data/loaders.ts';
import { openSignup } from '../../features/signup/open-signup.ts';

export default function MetaTrader4Page() {
  const page = useLoaderData() as PageData;
  const { t } = useTranslation();
  return (
    <article className="metatrader-4-page">
      <header className="page-hero">
        <h1>{page.text.title}</h1>
        <p className="page-hero__intro">{page.text.intro}</p>
        <div className="page-hero__actions">
          <button type="button" className="button button--primary" onClick={() => openSignup({ source: 'mt4-download' })}>
            {t('common.downloadApp')}
          </button>
        </div>
      </header>
    </article>
  );
}
