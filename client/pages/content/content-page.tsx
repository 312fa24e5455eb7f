// A page of the route table whose full content comes in later issues: its heading and a real
// introduction from the translations, inside the frame.
import { useLoaderData } from 'react-router';
import type { PageData } from '../../data/loaders.ts';

export default function ContentPage() {
  const page = useLoaderData() as PageData;
  return (
    <article className="content-page">
      <header className="page-hero">
        <h1>{page.text.title}</h1>
        <p className="page-hero__intro">{page.text.intro}</p>
      </header>
    </article>
  );
}
