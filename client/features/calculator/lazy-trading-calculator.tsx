// The calculator where it is a section further down a page (the instrument page): its code
// loads when the section comes into view or the browser is idle after load, not with the
// page's start-up JavaScript (issue 35). Its stylesheet stays with the page: the server-rendered
// form must be laid out before the code arrives.
import { lazyPart } from '../../frame/lazy-part.tsx';
import './calculator.css';

/** The instrument page's calculator (instrument-calculator.tsx: its spec and first state load with it). */
export const InstrumentCalculator = lazyPart(() => import('./instrument-calculator.tsx').then((m) => m.InstrumentCalculator));
