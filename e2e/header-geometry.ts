// The header's fit stated as geometry (issue 13): every shown interactive control of the bar
// lies inside the viewport and inside the bar, no two of them intersect, the Sign Up button (or
// the menu button that leads to it) is fully shown, the logo's mark and wordmark are apart and
// whole, and the page does not scroll sideways.
// Used by e2e/header-fit.e2e.ts and by build/nav-fit.ts (which measures the collapse widths).
import type { Page } from 'playwright';

export interface HeaderFit {
  /** Human-readable problems; empty when the header fits. */
  problems: string[];
  /** Which call to action is shown: 'signup' or 'menu' (the mobile menu holds Sign Up). */
  cta: 'signup' | 'menu' | null;
}

/** Measures the header of the current page. `documentToo`: also require no sideways scrolling. */
export function measureHeader(page: Page, documentToo = true): Promise<HeaderFit> {
  return page.evaluate((documentToo) => {
    const problems: string[] = [];
    const root = document.documentElement;
    const viewport = root.clientWidth;
    const bar = document.querySelector('.nav-bar__inner');
    if (!bar) return { problems: ['no header'], cta: null };
    const barBox = bar.getBoundingClientRect();
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && !el.closest('.visually-hidden, [hidden]');
    };
    // Panels of the mega-menu are closed while measuring; their links are not in the bar's row.
    const controls = [...bar.querySelectorAll('a[href], button')].filter((el) => !el.closest('.mega-menu') && shown(el));
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}"${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
    const boxes = controls.map((el) => ({ el, box: el.getBoundingClientRect() }));
    const tolerance = 0.5;
    for (const { el, box } of boxes) {
      if (box.left < -tolerance || box.right > viewport + tolerance) problems.push(`${name(el)} outside the viewport (${Math.round(box.left)}..${Math.round(box.right)} of ${viewport})`);
      if (box.left < barBox.left - tolerance || box.right > barBox.right + tolerance) problems.push(`${name(el)} outside the bar`);
      if (box.top < barBox.top - tolerance || box.bottom > barBox.bottom + tolerance) problems.push(`${name(el)} wraps out of the bar's row`);
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!.box;
        const b = boxes[j]!.box;
        const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > tolerance && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > tolerance;
        if (overlap && !boxes[i]!.el.contains(boxes[j]!.el) && !boxes[j]!.el.contains(boxes[i]!.el)) problems.push(`${name(boxes[i]!.el)} intersects ${name(boxes[j]!.el)}`);
      }
    }
    // Inside the logo (issue 34): the mark and the wordmark never overlap, the wordmark is drawn
    // whole inside the logo's box (an RTL page once drew it leftwards over the mark, clipped to
    // "kets"), and the first menu item keeps its distance from the logo.
    const logo = bar.querySelector('.nav-bar__logo svg');
    if (logo && shown(logo)) {
      const logoBox = logo.getBoundingClientRect();
      const mark = logo.querySelector('path')?.getBoundingClientRect();
      const word = logo.querySelector('text')?.getBoundingClientRect();
      if (!mark || !word) problems.push('the logo lacks its mark or its wordmark');
      else {
        const overlapX = Math.min(mark.right, word.right) - Math.max(mark.left, word.left);
        if (overlapX > tolerance) problems.push(`the logo's mark and wordmark overlap by ${Math.round(overlapX)} px`);
        if (word.left < logoBox.left - tolerance || word.right > logoBox.right + tolerance) problems.push(`the logo's wordmark is clipped (${Math.round(word.left)}..${Math.round(word.right)} outside ${Math.round(logoBox.left)}..${Math.round(logoBox.right)})`);
      }
      const first = bar.querySelector('.nav-bar__item');
      if (first && shown(first)) {
        const item = first.getBoundingClientRect();
        const gap = Math.max(item.left - logoBox.right, logoBox.left - item.right);
        if (gap < 8 - tolerance) problems.push(`the first menu item is ${Math.round(gap)} px from the logo (at least 8)`);
      }
    }
    const signup = bar.querySelector('.nav-bar__signup');
    const menuButton = bar.querySelector('.nav-bar__menu-button');
    const fully = (el: Element | null) => {
      if (!el || !shown(el)) return false;
      const box = el.getBoundingClientRect();
      return box.left >= -tolerance && box.right <= viewport + tolerance && box.top >= -tolerance && box.bottom <= innerHeight + tolerance;
    };
    const cta = fully(signup) ? 'signup' : fully(menuButton) ? 'menu' : null;
    if (!cta) problems.push('neither Sign Up nor the menu button is fully shown');
    if (documentToo && root.scrollWidth > root.clientWidth) problems.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);
    return { problems, cta };
  }, documentToo);
}
