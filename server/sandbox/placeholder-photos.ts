// Deterministic raster "photos" for the fixtures: an author's portrait (a head-and-shoulders
// silhouette) and an article's picture (a price chart on the article's colours), drawn on the first
// request (20-70 ms of the event loop; the deflate runs on the thread pool). Raster, like the JPEG
// and WebP files a real editorial system serves: the SVG placeholders with <text> they replace
// cost a phone a separate SVG document and font look-ups each (~30 ms of main thread per image on
// Linux Chromium, in the middle of the page's load).
import { encodePng } from './png.ts';

type Rgb = readonly [number, number, number];

function rgbOf(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

/** A small seeded generator (mulberry32): the same id always draws the same picture. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Canvas {
  readonly px: Float32Array;
  readonly width: number;
  readonly height: number;
  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.px = new Float32Array(width * height * 3);
  }

  /** A diagonal gradient from the top-left colour to the bottom-right one. */
  gradient(from: Rgb, to: Rgb): void {
    const span = this.width + this.height - 2 || 1;
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const t = (x + y) / span;
        const i = (y * this.width + x) * 3;
        for (let c = 0; c < 3; c++) this.px[i + c] = from[c]! + (to[c]! - from[c]!) * t;
      }
    }
  }

  /** Mixes white into a pixel; `alpha` 0-1 (coverage times opacity). */
  lighten(x: number, y: number, alpha: number): void {
    if (alpha <= 0 || x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    const a = Math.min(1, alpha);
    for (let c = 0; c < 3; c++) this.px[i + c] = this.px[i + c]! + (255 - this.px[i + c]!) * a;
  }

  /** Fills every pixel whose signed distance (negative inside) `sdf` gives, anti-aliased over one pixel. */
  fill(sdf: (x: number, y: number) => number, opacity: number): void {
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const d = sdf(x + 0.5, y + 0.5);
        if (d < 0.5) this.lighten(x, y, opacity * Math.min(1, 0.5 - d));
      }
    }
  }

  png(): Promise<Buffer> {
    const bytes = new Uint8Array(this.px.length);
    for (let i = 0; i < bytes.length; i++) bytes[i] = Math.round(this.px[i]!);
    return encodePng(this.width, this.height, bytes);
  }
}

/** 200 x 200: a head and shoulders on the author's two colours. */
export function portraitPng(from: string, to: string): Promise<Buffer> {
  const canvas = new Canvas(200, 200);
  canvas.gradient(rgbOf(from), rgbOf(to));
  const head = (x: number, y: number) => Math.hypot(x - 100, y - 80) - 38;
  // Shoulders: the top half of a wide ellipse whose centre sits at the bottom edge.
  const shoulders = (x: number, y: number) => {
    const dx = (x - 100) / 74;
    const dy = (y - 206) / 72;
    return (Math.hypot(dx, dy) - 1) * 72;
  };
  canvas.fill((x, y) => Math.min(head(x, y), shoulders(x, y)), 0.85);
  return canvas.png();
}

/**
 * 480 x 270 (cards show it at up to 400 x 225): a price line over a faint grid, the area under it
 * lightly filled.
 */
export function chartPng(from: string, to: string, seed: number): Promise<Buffer> {
  const width = 480;
  const height = 270;
  const canvas = new Canvas(width, height);
  canvas.gradient(rgbOf(from), rgbOf(to));
  for (let y = 54; y < height; y += 54) for (let x = 0; x < width; x++) canvas.lighten(x, y, 0.12);
  for (let x = 60; x < width; x += 60) for (let y = 0; y < height; y++) canvas.lighten(x, y, 0.12);
  const random = seeded(seed);
  const points: [number, number][] = [];
  let level = 0.35 + random() * 0.3;
  for (let x = -24; x <= width + 24; x += 24) {
    points.push([x, height * (1 - level)]);
    level = Math.min(0.85, Math.max(0.15, level + (random() - 0.48) * 0.16));
  }
  const lineAt = (x: number): number => {
    const k = Math.min(points.length - 2, Math.max(0, Math.floor((x + 24) / 24)));
    const [x0, y0] = points[k]!;
    const [x1, y1] = points[k + 1]!;
    return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  };
  for (let x = 0; x < width; x++) {
    const top = lineAt(x + 0.5);
    for (let y = Math.ceil(top); y < height; y++) canvas.lighten(x, y, 0.16 * (1 - (y - top) / (height - top + 1)));
  }
  const segment = (px: number, py: number, [ax, ay]: [number, number], [bx, by]: [number, number]) => {
    const vx = bx - ax;
    const vy = by - ay;
    const t = Math.max(0, Math.min(1, ((px - ax) * vx + (py - ay) * vy) / (vx * vx + vy * vy)));
    return Math.hypot(px - ax - t * vx, py - ay - t * vy);
  };
  // Only the pixels near each segment are tested: its bounding box plus the stroke's half-width.
  for (let k = 0; k + 1 < points.length; k++) {
    const a = points[k]!;
    const b = points[k + 1]!;
    for (let y = Math.floor(Math.min(a[1], b[1]) - 3); y <= Math.ceil(Math.max(a[1], b[1]) + 3); y++) {
      for (let x = Math.floor(Math.min(a[0], b[0])); x < Math.ceil(Math.max(a[0], b[0])); x++) {
        const d = segment(x + 0.5, y + 0.5, a, b) - 1.5;
        if (d < 0.5 && x >= 0 && x < width) canvas.lighten(x, y, 0.9 * Math.min(1, 0.5 - d));
      }
    }
  }
  return canvas.png();
}
