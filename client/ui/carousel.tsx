// The site's one carousel (WAI-ARIA APG carousel pattern): a region with
// aria-roledescription="carousel", slides as labelled groups ("2 of 5"), previous/next buttons,
// optional dots, and — only when asked and never under prefers-reduced-motion — automatic
// rotation with a pause button that also pauses on hover and focus. Layout is CSS scroll
// snapping, so the server's HTML is the final layout (no shift) and touch swiping is native.
// The track is focusable, so keyboard users can scroll it too (axe: scrollable-region-focusable).
// --per-view and --gap (CSS custom properties, per breakpoint in the page's CSS) size the slides.
import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import './carousel.css';

export interface CarouselLabels {
  previous: string;
  next: string;
  /** "{{index}} of {{count}}" already filled in by the caller's t(). */
  slide: (index: number, count: number) => string;
  pause?: string;
  play?: string;
}

export interface CarouselProps {
  label: string;
  labels: CarouselLabels;
  slides: ReactNode[];
  className?: string;
  /** Slides visible at once (fractions show a peek of the next): sets --per-view. */
  perView?: number;
  /** Gap in px: sets --gap. */
  gap?: number;
  /** Previous/next wrap around at the ends. */
  loop?: boolean;
  /** Dots that jump to a slide. */
  dots?: boolean;
  /** Automatic rotation interval in ms (off under prefers-reduced-motion). */
  autoplayMs?: number;
  /** Centre the current slide and scale the others (the forex coverflow). */
  coverflow?: boolean;
}

function isRtl(el: Element): boolean {
  return getComputedStyle(el).direction === 'rtl';
}

export function Carousel({ label, labels, slides, className, perView = 1, gap = 16, loop = true, dots = false, autoplayMs, coverflow = false }: CarouselProps) {
  const id = useId();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [held, setHeld] = useState(false);
  const count = slides.length;

  const goTo = useCallback(
    (target: number, smooth = true) => {
      const el = track.current;
      if (!el || count === 0) return;
      const next = loop ? (target + count) % count : Math.max(0, Math.min(count - 1, target));
      const slide = el.children[next] as HTMLElement | undefined;
      if (!slide) return;
      const t = el.getBoundingClientRect();
      const s = slide.getBoundingClientRect();
      let delta: number;
      if (coverflow) delta = s.left + s.width / 2 - (t.left + t.width / 2);
      else delta = isRtl(el) ? s.right - t.right : s.left - t.left;
      const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
      el.scrollBy({ left: delta, behavior: smooth && !reduce ? 'smooth' : 'auto' });
      setIndex(next);
    },
    [count, loop, coverflow],
  );

  // Follow manual scrolling/swiping: the current slide is the one nearest the start edge (or centre).
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const t = el.getBoundingClientRect();
        const rtl = isRtl(el);
        let best = 0;
        let bestDist = Infinity;
        Array.from(el.children).forEach((c, i) => {
          const r = c.getBoundingClientRect();
          const d = coverflow ? Math.abs(r.left + r.width / 2 - (t.left + t.width / 2)) : Math.abs(rtl ? r.right - t.right : r.left - t.left);
          if (d < bestDist) {
            bestDist = d;
            best = i;
          }
        });
        setIndex(best);
      });
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      el.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [coverflow]);

  // Automatic rotation: only when asked, never with reduced motion, paused while hovered/focused.
  useEffect(() => {
    if (!autoplayMs) return;
    setPlaying(!matchMedia('(prefers-reduced-motion: reduce)').matches);
  }, [autoplayMs]);
  useEffect(() => {
    if (!autoplayMs || !playing || held) return;
    const timer = setInterval(() => goTo(index + 1), autoplayMs);
    return () => clearInterval(timer);
  }, [autoplayMs, playing, held, index, goTo]);

  const style = { '--per-view': String(perView), '--gap': `${gap}px` } as CSSProperties;
  const classes = ['carousel'];
  if (coverflow) classes.push('carousel--coverflow');
  if (className) classes.push(className);
  return (
    <section
      className={classes.join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="carousel__controls">
        {autoplayMs && labels.pause && labels.play ? (
          <button type="button" className="carousel__button carousel__rotation" onClick={() => setPlaying((p) => !p)} aria-label={playing ? labels.pause : labels.play}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              {playing ? <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" /> : <path d="M8 5l11 7-11 7z" fill="currentColor" />}
            </svg>
          </button>
        ) : null}
        <button type="button" className="carousel__button carousel__prev" aria-controls={id} aria-label={labels.previous} onClick={() => goTo(index - 1)} disabled={!loop && index === 0}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
        </button>
        <button type="button" className="carousel__button carousel__next" aria-controls={id} aria-label={labels.next} onClick={() => goTo(index + 1)} disabled={!loop && index === count - 1}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
        </button>
      </div>
      <div id={id} ref={track} className="carousel__track" tabIndex={0} aria-live={playing && !held ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div key={i} className={i === index ? 'carousel__slide is-current' : 'carousel__slide'} role="group" aria-roledescription="slide" aria-label={labels.slide(i + 1, count)}>
            {slide}
          </div>
        ))}
      </div>
      {dots ? (
        <div className="carousel__dots">
          {slides.map((_, i) => (
            <button key={i} type="button" className="carousel__dot" aria-label={labels.slide(i + 1, count)} aria-current={i === index ? 'true' : undefined} onClick={() => goTo(i)} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
