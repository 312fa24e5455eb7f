// The responsive image widths of spec 9: breakpoints xs 320, sm 640, md 768, lg 1024, xl 1280,
// 2xl 1536 at densities 1 and 2, WebP. Shared by the build step (build/images.ts), which writes
// /images/{name}-{width}.webp, and <ResponsiveImage>, which lists them in srcset.
export const imageBreakpoints = [320, 640, 768, 1024, 1280, 1536] as const;
export const imageDensities = [1, 2] as const;

/** Every width a source of `sourceWidth` px yields (no upscaling), ascending. */
export function imageWidths(sourceWidth: number): number[] {
  const all = new Set<number>();
  for (const b of imageBreakpoints) for (const d of imageDensities) if (b * d <= sourceWidth) all.add(b * d);
  if (all.size === 0) all.add(sourceWidth);
  return [...all].sort((a, b) => a - b);
}

export function imageUrl(name: string, width: number): string {
  return `/images/${name}-${width}.webp`;
}

export function srcSet(name: string, sourceWidth: number): string {
  return imageWidths(sourceWidth).map((w) => `${imageUrl(name, w)} ${w}w`).join(', ');
}
