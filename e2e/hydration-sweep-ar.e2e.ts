// The ar sitemap's hydration sweep (hydration-sweep.ts): right to left, Arabic digits and names.
import t from 'tap';
import { startSiteAndBrowser } from './support.ts';
import { sweepLocale } from './hydration-sweep.ts';

const { origin, browser } = await startSiteAndBrowser(t);

sweepLocale(t, browser, origin, 'ar');
