// The trading calculator page's loader (trading-calculator-page.tsx): the catalogue's specs with
// the register's caps for the locale's entity, and the form's first state from the URL. Loaded
// by the page's loader when it runs (the server's render, a client navigation), never with the
// page's start-up JavaScript: hydration reads the server's data.
import type { LoaderFunctionArgs } from 'react-router';
import { pageLoader } from '../../data/loaders.ts';
import { servicesContext } from '../../services.ts';
import { loadCatalogue } from '../../features/instruments/catalogue.ts';
import { defaultState, parseCalculatorQuery } from '../../../shared/trading/calculator-query.ts';
import { packSpecs } from '../../../shared/trading/calculator-spec.ts';
import { toCalculatorSpec } from '../../../shared/trading/to-calculator-spec.ts';
import { entityForLocale } from '../../../shared/company/entities.ts';
import { optionNames } from '../../../shared/trading/option-names.ts';
import { getLocale } from '../../../shared/locales.ts';
import type { CalculatorPageData } from './trading-calculator-data.ts';

export async function calculatorLoader(args: LoaderFunctionArgs): Promise<CalculatorPageData> {
  const page = await pageLoader(args);
  const services = args.context.get(servicesContext);
  const locale = args.params.locale as Parameters<typeof services.messages>[0];
  const catalogue = await loadCatalogue(services, args.request.signal);
  // The symbol list named in the page's language, not the upstream's English descriptions (issue 34).
  Object.assign(page, { names: catalogue ? optionNames(catalogue, getLocale(locale).tag) : {} });
  // Caps are the register's, for the entity that on-boards this locale's visitors (retail).
  const entity = entityForLocale(locale);
  const specs = catalogue ? catalogue.map((s) => toCalculatorSpec(s, entity)) : null;
  // The specs by symbol: a volume in the URL is checked against its symbol's min, max and step.
  const known = new Map((specs ?? []).map((s) => [s.symbol, s]));
  // The default leverage never exceeds the default symbol's cap (1:30 on EURUSD for ASIC retail).
  const base = { ...defaultState, leverage: Math.min(defaultState.leverage, known.get(defaultState.symbol)?.maxLeverage ?? defaultState.leverage) };
  const initial = specs ? parseCalculatorQuery(new URL(args.request.url).searchParams, known, base).state : base;
  return { ...page, specs: specs ? packSpecs(specs) : null, initial };
}

