// Trading calculator page (/platform/trading-calculator): the calculator for every catalogue
// symbol with its state in the URL, and how each figure is worked out. The server renders the
// form with the URL's values (the page cache keeps one copy per query variant, policy.ts) and the
// explanation, so a shared link shows its inputs before any script; live prices come after mount
// (a link with open and close prices that needs no conversion quote shows its results at once).
import { useMemo } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { TradingCalculator } from '../../features/calculator/trading-calculator.tsx';
import { LocaleLink } from '../../frame/locale-link.tsx';
import { unpackSpecs } from '../../../shared/trading/calculator-spec.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import type { CalculatorPageData } from './trading-calculator-data.ts';
import '../../styles/pages/marketing.css';
import { OfferedBy } from '../../ui/offered-by.tsx';

/** The loader's code (the catalogue, the register's caps, the query rules) is its own chunk: the page needs it on a client navigation only (trading-calculator-loader.ts). */
export async function loader(args: LoaderFunctionArgs): Promise<CalculatorPageData> {
  return (await import('./trading-calculator-loader.ts')).calculatorLoader(args);
}

export default function TradingCalculatorPage() {
  const page = useLoaderData() as CalculatorPageData;
  const { t, list } = usePageMessages(page);
  const specs = useMemo(() => (page.specs ? unpackSpecs(page.specs) : null), [page.specs]);
  return (
    <article className="calculator-page">
      <header className="page-hero" data-section="header">
        <h1>{page.text.title}</h1>
        <p className="page-hero__intro">{page.text.intro}</p>
        <OfferedBy />
      </header>
      <section className="page-section" aria-labelledby="calc-title" data-section="calculator">
        <div className="page-section__inner">
          <h2 id="calc-title" className="page-section__title">{t('calculator.title')}</h2>
          {specs ? <TradingCalculator specs={specs} initial={page.initial} urlState {...(page.names ? { names: page.names } : {})} /> : <p className="calc__note">{t('calculator.unavailable')}</p>}
        </div>
      </section>
      <section className="page-section" aria-labelledby="calc-how" data-section="explanation">
        <div className="page-section__inner">
          <h2 id="calc-how" className="page-section__title">{t('calculator.howTitle')}</h2>
          <dl className="calc-explain">
            {list<{ term: string; text: string }>('calculator.how').map((item) => (
              <div key={item.term}><dt>{item.term}</dt><dd>{item.text}</dd></div>
            ))}
          </dl>
          <p>{t('calculator.disclaimer')}</p>
          <p><LocaleLink to="/trading/trading-conditions">{t('calculator.conditionsLink')}</LocaleLink></p>
        </div>
      </section>
    </article>
  );
}
