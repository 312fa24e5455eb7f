// Contact us: the form (POST /api/contact, validated with the shared schema on input and on
// submit, invisible captcha 'contact'), the offices of the entity register and ContactPage
// JSON-LD. Nothing typed is ever lost: the draft is kept in localStorage (read after mount, so
// the HTML stays the same for everyone) and failures keep the form as it was.
import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { servicesContext } from '../../services.ts';
import { useLocale } from '../../frame/use-locale.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { entities } from '../../../shared/company/entities.ts';
import { canonicalUrl } from '../../../shared/seo/alternates.ts';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { AboutHero } from './about-ui.tsx';
import { entityPageLoader, type EntityPageData } from './entity-names.ts';
import { OfficeList } from './offices.tsx';
import { ContactForm } from './contact-form.tsx';

export async function loader(args: LoaderFunctionArgs): Promise<EntityPageData> {
  const page = await entityPageLoader(args);
  const site = args.context.get(servicesContext).site();
  const locale = args.params.locale as LocaleCode;
  // The JSON-LD builder is the loader's own code (hydration reads the server's data).
  const { contactPageJsonLd } = await import('../../../shared/seo/contact-page.ts');
  page.head = {
    jsonLd: [
      contactPageJsonLd({
        url: canonicalUrl(site.origin, locale, '/about/contact-us'),
        name: page.text.title,
        description: page.text.description,
        organizationId: `${canonicalUrl(site.origin, locale, '')}#organization`,
        offices: entities,
        languages: [getLocale(locale).tag, 'en'],
      }),
    ],
  };
  return page;
}

export default function ContactUsPage() {
  const page = useLoaderData() as EntityPageData;
  const { t } = usePageMessages(page);
  const locale = useLocale();
  return (
    <article className="content-page about-page">
      <AboutHero page={page} />
      <section className="about-section" aria-labelledby="contact-form-title">
        <h2 id="contact-form-title">{t('about.contact.formTitle')}</h2>
        <ContactForm locale={locale} />
      </section>
      <section className="about-section" aria-labelledby="contact-offices">
        <h2 id="contact-offices">{t('about.offices.title')}</h2>
        <OfficeList locale={locale} names={page.names} t={t} />
      </section>
    </article>
  );
}
