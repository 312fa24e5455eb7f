// Left-to-right tokens inside right-to-left prose (issue 34 item 2): in an Arabic sentence, a
// symbol such as EUR/USD, a figure such as 1.0800, 13:30 or 3.5%, or a ticker such as OPEC+
// contains weak and neutral characters (/ . : % +) that the bidi algorithm may reorder against
// the Arabic around them ("USD/EUR", "%3.5"). Each such token is isolated (<bdi dir="ltr">);
// the rest of the text is left alone. Pure: the React and HTML renderers share it.

/** Currency pairs (EUR/USD), tickers and codes with a digit or a sign (US500, G10, OPEC+, XAUUSD), figures (1.0800, 2,290, 13:30, 3.5%, -0.5). */
const TOKEN = /[A-Z]{3}\/[A-Z]{3}|\b[A-Z][A-Z0-9]*(?:[0-9][A-Z0-9]*|\+|[A-Z]{4,})(?![\w+])|[-+−]?\d+(?:[.,:]\d+)*%?/g;

export type LtrSegment = string | { ltr: string };

/** The text cut into plain runs and left-to-right tokens, in order; joined they give the text back. */
export function ltrSegments(text: string): LtrSegment[] {
  const out: LtrSegment[] = [];
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    const at = m.index;
    // A lone digit or a plain word needs no isolate: only tokens with inner neutrals or digits next to letters.
    if (!/[/.,:%+−-]|[A-Z].*\d|\d.*[A-Z]|[A-Z]{6}/.test(m[0])) continue;
    if (at > last) out.push(text.slice(last, at));
    out.push({ ltr: m[0] });
    last = at + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
