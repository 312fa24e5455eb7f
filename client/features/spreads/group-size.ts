// The place a conditions-page table group keeps while the browser skips laying it out
// (content-visibility: auto in conditions.css). The estimate is in text lines at a phone's width
// (a row's symbols wrap one a line in its narrow column); once a group has been laid out the
// browser remembers its real height (the `auto` keyword), so the estimate only has to keep the
// scrollbar and the sections below near their places until then.
import type { CSSProperties } from 'react';

const lineRem = 1.6;
const headerRem = 6;

/** The style of a group whose table is about `lines` text lines tall. */
export function groupBoxStyle(lines: number): CSSProperties {
  return { containIntrinsicBlockSize: `auto ${Math.round(headerRem + lines * lineRem)}rem` };
}

/** Lines of a table whose rows list symbols (one a line) beside `minLines` lines of other cells. */
export function symbolRowLines(rows: readonly { symbols: readonly string[] }[], minLines: (index: number) => number): number {
  return rows.reduce((n, r, i) => n + Math.max(minLines(i), r.symbols.length), 0);
}
