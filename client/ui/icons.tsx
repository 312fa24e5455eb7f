// The site's one icon set: inline line icons (no request, no layout shift), 24-unit grid, drawn in
// the text colour. Decorative: the control or text beside one carries the accessible name.
// Two looks of the same set: 'control' (the frame's buttons and links, stroke 2, here) and
// 'section' (the marketing sections' illustrations, a lighter stroke, class page-icon for their
// colours: client/ui/section-icons.tsx). The section shapes live apart so the frame's start-up
// JavaScript carries only the controls' paths.
export const controlPaths = {
  // Controls
  chevron: 'M6 9l6 6 6-6',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm9 16-4.35-4.35',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6 6 18',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-9 9h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8c0-3.3 3.1-6 7-6s7 2.7 7 6',
} as const;

export type ControlIconName = keyof typeof controlPaths;

/** One icon's markup: the same element for both looks. */
export function IconSvg({ name, d, size, className, look }: { name: string; d: string; size: number; className: string | undefined; look: 'control' | 'section' }) {
  const classes = `icon icon--${name}${look === 'section' ? ' page-icon' : ''}${className ? ` ${className}` : ''}`;
  return (
    <svg
      className={classes}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={look === 'section' ? 1.8 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

export function Icon({ name, size = 20, className }: { name: ControlIconName; size?: number; className?: string }) {
  return <IconSvg name={name} d={controlPaths[name]} size={size} className={className} look="control" />;
}
