// The academy: courses, e-books, glossary, webinars and the article library.
import { contentPage, defineFamily, definePage as page, minute } from '../route-entry.ts';

export const academyRoutes = defineFamily({ llms: 'Academy' }, [
  page('academy/overview', 'academy/academy-overview-page', { sectionHome: true, cache: { ttlMs: 5 * minute } }), // newest articles
  // The beginner landing and lesson are the beginner level and its forex course (spec 2.2 and
  // the beginner menu): one page each, canonical under /academy/courses.
  page('academy/beginner', 'academy/course-level-page', { canonical: 'academy/courses/beginner' }),
  page('academy/beginner/trading-forex', 'academy/course-page', { canonical: 'academy/courses/beginner/trading-forex' }),
  page('academy/courses', 'academy/course-catalogue-page'),
  page('academy/courses/beginner', 'academy/course-level-page'),
  page('academy/courses/beginner/trading-forex', 'academy/course-page'),
  page('academy/courses/individual', 'academy/course-page'),
  page('academy/ebook', 'academy/ebook-page'),
  page('academy/terminology', 'academy/glossary-page'),
  // Upcoming and past sessions, Event JSON-LD of the upcoming ones.
  page('academy/webinars', 'media/webinars-page', { cache: { ttlMs: 5 * minute } }),
  page('academy/trading-academy', 'academy/article-list-page', { cache: { ttlMs: 5 * minute, query: ['page', 'tag', 'q'], fold: { q: 'list-q' } } }),
  page('academy/trading-academy/{id*}', 'academy/article-page'),
  page('academy/register-{id}', 'media/register-page', { cache: { ttlMs: 5 * minute } }), // says when the webinar has ended
  page('academy/thank-you', 'media/thank-you-page', { noindex: true }),
  page('academy/components/max-tabs', contentPage, { noindex: true }),
  page('academy/components/tabs', contentPage, { noindex: true }),
]);
