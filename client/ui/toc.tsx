// A table of contents: links to the headings of the page (in-page anchors, so it works without
// JavaScript); level-3 entries are nested under their level-2 heading.
export interface TocItem {
  id: string;
  text: string;
  level: 2 | 3;
}

interface Node {
  item: TocItem;
  children: TocItem[];
}

function nest(items: readonly TocItem[]): Node[] {
  const out: Node[] = [];
  for (const item of items) {
    const last = out.at(-1);
    if (item.level === 3 && last) last.children.push(item);
    else out.push({ item, children: [] });
  }
  return out;
}

export function Toc({ items, title, id = 'toc' }: { items: readonly TocItem[]; title: string; id?: string }) {
  if (items.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="toc__title">{title}</h2>
      <ol className="toc__list">
        {nest(items).map(({ item, children }) => (
          <li key={item.id}>
            <a href={`#${encodeURIComponent(item.id)}`}>{item.text}</a>
            {children.length ? (
              <ol>
                {children.map((c) => (
                  <li key={c.id}><a href={`#${encodeURIComponent(c.id)}`}>{c.text}</a></li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
