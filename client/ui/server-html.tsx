// Long HTML that must appear once in the document (an article body): the server renders it from
// the loader's promise, which the hydration data leaves out (client/hydration-data.ts), and the
// browser hydrates with the HTML already in the DOM instead of a second copy in the JSON. After a
// client-side navigation the loader ran in the browser and its promise carries the HTML.
import { use, type HTMLAttributes } from 'react';

/** A promise that is already settled for React's use(): read without suspending. */
export function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

// One read per loader-data object: every render during and after hydration sees the same string.
const fromDom = new WeakMap<object, string>();

function domHtml(owner: object, id: string): string {
  let html = fromDom.get(owner);
  if (html === undefined) {
    html = typeof document === 'undefined' ? '' : (document.getElementById(id)?.innerHTML ?? '');
    fromDom.set(owner, html);
  }
  return html;
}

export function ServerHtml({ id, html, owner, ...rest }: {
  id: string;
  /** The loader's promise of the HTML; absent while hydrating. */
  html: Promise<string> | undefined;
  /** The loader data the promise came with (the key of the DOM read). */
  owner: object;
} & Omit<HTMLAttributes<HTMLDivElement>, 'dangerouslySetInnerHTML' | 'children' | 'id'>) {
  const value = html ? use(html) : domHtml(owner, id);
  return <div id={id} {...rest} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: value }} />;
}
