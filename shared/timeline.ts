// The terminal-4 page's scroll states (spec sections 3, 4 and 9): timeline items light up as the
// page scrolls, and the lock icon switches image. Pure; the page feeds in window.scrollY.

/** Desktop thresholds (px of page scroll) of the four timeline items. */
export const timelineScroll: readonly number[] = [1100, 1300, 1500, 1700];
/** Mobile: each item's threshold grows by this much per index. */
export const mobileTimelineOffset = 150;
/** The lock icon switches at this scroll position. */
export const lockIconThreshold = 2500;

/** Desktop: active when scroll ≥ the item's value. */
export function desktopTimelineActive(scrollY: number, itemScroll: number): boolean {
  return scrollY >= itemScroll;
}

/** Mobile: active when scroll ≥ the item's value + 150 × its index. */
export function mobileTimelineActive(scrollY: number, itemScroll: number, index: number): boolean {
  return scrollY >= itemScroll + mobileTimelineOffset * index;
}

/** Which items are active for a scroll position and variant. */
export function activeTimelineItems(scrollY: number, variant: 'desktop' | 'mobile', thresholds: readonly number[] = timelineScroll): boolean[] {
  return thresholds.map((s, i) => (variant === 'desktop' ? desktopTimelineActive(scrollY, s) : mobileTimelineActive(scrollY, s, i)));
}

export function lockIconSwitched(scrollY: number): boolean {
  return scrollY >= lockIconThreshold;
}
