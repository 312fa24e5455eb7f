// The error page copy of spec section 2.3, in English. Translations live under error.* in the
// messages; these are used where no messages are loaded (an unknown locale prefix, a crash).
export const errorTexts = {
  statusMessage: { 404: 'Page Not Found', 500: 'Internal Server Error', 403: 'Forbidden', default: 'Error' },
  description: {
    404: "We're sorry, the page you are looking for does not exist or has been removed. Please check the URL or browse our other pages.",
    500: 'Internal server error. Our technical team has been notified and is working to resolve the issue.',
    403: 'You do not have permission to access this page. If you believe this is an error, please contact our customer support.',
    default: 'An error occurred. Please try again later or contact our customer support team for assistance.',
  },
  backHome: 'Back to Home',
  goBack: 'Go Back',
  pageNotFound: 'Page not found: {{path}}',
  routeNotFound: 'Page Not Found: {{path}}',
} as const;

export type ErrorCodeKey = 404 | 500 | 403 | 'default';

export function errorCodeKey(status: number): ErrorCodeKey {
  return status === 404 || status === 500 || status === 403 ? status : 'default';
}

/** Re-exported: defined in error-title.ts (start-up code needs the title without this copy). */
export { pageTitleForError } from './error-title.ts';
