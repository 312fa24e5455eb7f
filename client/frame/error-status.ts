// What error boundaries need synchronously (status and <title>); the error page itself is a
// chunk of its own (client/frame/lazy-error-page.tsx), loaded only when an error shows.
import { isRouteErrorResponse } from 'react-router';
import { pageTitleForError } from '../../shared/error-title.ts';

export function statusOf(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

export const errorTitle = pageTitleForError;
