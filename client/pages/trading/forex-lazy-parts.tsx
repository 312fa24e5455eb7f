// The forex page's sections below its header as lazy parts (client/frame/lazy-part.tsx): each
// sits inside a Section's hydration gate, so the live prices, the worked example and the tables
// load when their section comes into view or the browser is idle, not with the page's start-up
// JavaScript.
import { lazyPart } from '../../frame/lazy-part.tsx';

const sections = () => import('./forex-sections.tsx');

export const ForexPriceCards = lazyPart(() => sections().then((m) => m.ForexPriceCards));
export const WorkedExample = lazyPart(() => sections().then((m) => m.WorkedExample));
export const PriceTable = lazyPart(() => import('../../features/quotes/price-table.tsx').then((m) => m.PriceTable));
export const InstrumentTable = lazyPart(() => import('../../features/instruments/instrument-table.tsx').then((m) => m.InstrumentTable));
