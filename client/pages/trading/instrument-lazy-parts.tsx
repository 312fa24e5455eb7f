// The instrument page's sections below the header as lazy parts (client/frame/lazy-part.tsx):
// each sits inside a Section's hydration gate, so its code (the sessions and spread rules, the
// chart, the specification table: ~5 KB brotli) loads when its section comes into view or the
// browser is idle, not with the page's start-up JavaScript. Their stylesheets stay with the page.
import { lazyPart } from '../../frame/lazy-part.tsx';
import '../../features/spreads/spreads.css';

const parts = () => import('./instrument-parts.tsx');
const spreads = () => import('../../features/spreads/spread-by-hour.tsx');

export const TodayRange = lazyPart(() => parts().then((m) => m.TodayRange));
export const PriceChart = lazyPart(() => parts().then((m) => m.PriceChart));
export const SpecTable = lazyPart(() => parts().then((m) => m.SpecTable));
export const TradingHours = lazyPart(() => parts().then((m) => m.TradingHours));
export const TypicalSpread = lazyPart(() => spreads().then((m) => m.TypicalSpread));
export const SpreadByHour = lazyPart(() => spreads().then((m) => m.SpreadByHour));
