// The why-choose accordion rule (spec section 4): one item open at a time; clicking the open item
// closes it, clicking another opens that one. null means all closed.
export function toggleAccordion(open: number | null, clicked: number): number | null {
  return open === clicked ? null : clicked;
}
