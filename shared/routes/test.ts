// Deliberately slow and failing pages for the streaming and 500 tests (TEST_ROUTES=1 only).
import { definePage as page } from '../route-entry.ts';

export const testRoutes = [
  page('__test/slow', 'test/slow-page', { noindex: true, testOnly: true }),
  page('__test/throw', 'test/throw-page', { noindex: true, testOnly: true }),
];
