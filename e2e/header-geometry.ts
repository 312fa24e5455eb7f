// The header's fit stated as geometry (issue 13): every shown interactive control of the bar
// lies inside the viewport and inside the bar, no two of them intersect, the Sign Up button (or
// the menu button that leads to it) is fully shown, and the page does not scroll sideways.
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
