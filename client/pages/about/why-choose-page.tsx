// Why choose Velora: the reasons, each with its figure (spec 9 and the registers, formatted with
// Intl) and a link to the page that proves it.
import { useLoaderData } from 'react-router';
import type { PageData } from '../../data/loaders.ts';
import { LocaleLink } from '../../frame/locale-link.tsx';
import { useLocale } from '../../frame/use-locale.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { figuresFor, formatFigure } from '../../../shared/company/figures.ts';
import { OfferedBy } from '../../ui/offered-by.tsx';
import { reasons } from '../../../shared/company/reasons.ts';
import { getLocale } from '../../../shared/locales.ts';
import { AboutHero } from './about-ui.tsx';
import { aboutLoader } from './about-data.ts';

export const loader = aboutLoader;


export default function WhyChoosePage() {
  const page = useLoaderData() as PageData;
  const { t } = usePageMessages(page);
  const locale = useLocale();
  const tag = getLocale(locale).tag;
  const figures = figuresFor(locale);
  return (
    <article className="content-page about-page">
      <AboutHero page={page}><OfferedBy /></AboutHero>
      <ul className="about-grid" role="list">
        {reasons.map((r) => (
          <li key={r.key} className="about-card reason" data-reason={r.key}>
            <p className="reason__figure"><bdi>{formatFigure(figures[r.figure], tag)}</bdi> <span className="about-muted">{t(`about.figures.${r.figure}`)}</span></p>
            <h2 className="reason__title">{t(`about.why.${r.key}.title`)}</h2>
            <p>{t(`about.why.${r.key}.text`)}</p>
            <LocaleLink to={r.proof}>{t(`about.why.${r.key}.link`)}</LocaleLink>
          </li>
        ))}
      </ul>
    </article>
  );
}
