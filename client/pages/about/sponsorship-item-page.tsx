// /about/sponsorship/{id*}: the one sponsorship with a page (velora-and-nets) has its own route,
// so any other id is an unknown item: a real 404, never the overview under another URL.
import type { LoaderFunctionArgs } from 'react-router';
import { notFound } from '../../data/loaders.ts';

export function loader({ request }: LoaderFunctionArgs): never {
  notFound('unmatched', new URL(request.url).pathname);
}

export default function SponsorshipItemPage() {
  return null;
}
