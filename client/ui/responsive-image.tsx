// A build-time responsive image (build/images.ts): WebP at the spec's breakpoints and densities,
// srcset + sizes, width and height set so the space is kept before it loads (no layout shift),
// lazy unless it is above the fold (priority).
import { imageUrl, imageWidths, srcSet } from './image-sizes.ts';

export interface ResponsiveImageProps {
  /** Source name (public/images/source/{name}.*). */
  name: string;
  /** Intrinsic size of the source (aspect ratio and largest width). */
  width: number;
  height: number;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}

export function ResponsiveImage({ name, width, height, alt, sizes, priority = false, className }: ResponsiveImageProps) {
  const widths = imageWidths(width);
  return (
    <img
      className={className}
      src={imageUrl(name, widths[Math.min(1, widths.length - 1)]!)}
      srcSet={srcSet(name, width)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
