// Thank you (spec 2.2, academy/thank-you; noindex): what happens after a registration or sign-up,
// and where to keep learning in the academy.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pageLoader, pickMessages, type PageData } from '../../data/loaders.ts';
import { servicesContext } from '../../services.ts';
import type { LocaleCode } from '../../../shared/locales.ts';
import { brand } from '../../../shared/brand.ts';
import { useLocale } from '../../frame/use-locale.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { SiteLink } from '../../frame/site-link.tsx';
import '../../styles/pages/academy.css';
import '../../styles/pages/media.css';

export async function loader(args: LoaderFunctionArgs): Promise<PageData> {
  const page = await pageLoader(args);
  const services = args.context.get(servicesContext);
  page.messages = pickMessages(await services.messages(args.params.locale as LocaleCode), ['media']);
  return page;
}

const steps = ['one', 'two', 'three'] as const;
const links = [
  ['academy/trading-academy', 'articles'],
  ['academy/webinars', 'webinars'],
  [`analysis/${brand.slug}-tv`, 'videos'],
  ['academy/terminology', 'glossary'],
] as const;

export default function ThankYouPage() {
  const page = useLoaderData() as PageData;
  const { t } = usePageMessages(page);
  const locale = useLocale();
  return (
    <article className="campaign thank-you">
      <header className="page-hero">
        <h1>{page.text.title}</h1>
        <p className="page-hero__intro">{page.text.intro}</p>
      </header>
      <div className="academy-list__inner campaign__body">
        <section aria-labelledby="next-title">
          <h2 id="next-title">{t('media.thanks.nextTitle')}</h2>
          <ol className="campaign__list">
            {steps.map((k) => <li key={k}>{t(`media.thanks.steps.${k}`)}</li>)}
          </ol>
        </section>
        <section aria-labelledby="more-title">
          <h2 id="more-title">{t('media.thanks.moreTitle')}</h2>
          <ul className="campaign__links">
            {links.map(([path, key]) => (
              <li key={key}>
                <SiteLink to={`/${locale}/${path}`}>{t(`media.thanks.links.${key}.title`)}</SiteLink>
                <span>{t(`media.thanks.links.${key}.text`)}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </article>
  );
}
