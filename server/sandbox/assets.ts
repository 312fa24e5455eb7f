// Generated placeholder images for the fixtures, deterministic, so pages have real images without
// binary files in the repository: raster photos (PNG) for articles, authors, promotions and page
// videos, and SVG posters carrying their title for the video library.
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { boundedMemo } from '../../shared/bounded-memo.ts';
import { chartPng, portraitPng } from './placeholder-photos.ts';
import { mediaFixtureLanguage } from './fixtures/media-text/index.ts';
import { authorFixtures } from './fixtures/authors.ts';
import { findVideo, videoCaptions, type VideoFixture } from './fixtures/videos.ts';

// Every library video plays the site's own short sample clip (same origin, no third-party host).
const clipCandidates = ['../../public/media/sponsor.webm', '../../dist/client/media/sponsor.webm'].map((p) => new URL(p, import.meta.url));
let clip: Promise<Buffer | null> | undefined;
function sampleClip(): Promise<Buffer | null> {
  clip ??= (async () => {
    for (const file of clipCandidates) {
      try {
        return await readFile(file);
      } catch {
        // try the next place
      }
    }
    return null;
  })();
  return clip;
}

const palette = ['#0b3d91', '#1f7a8c', '#6c3483', '#b9770e', '#196f3d', '#922b21', '#2e4053', '#117a65'];

function hash(s: string): number {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

export async function sandboxAssets(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { kind: string; file: string } }>('/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params;
    const media = /^tv-(\d{1,9})(?:-(en|zh-hans|zh-hant|ar|de|fr|id|it|ko|ms|pt|th|tl|vi))?\.(webm|vtt)$/.exec(file);
    if (kind === 'videos' && media) {
      const video = findVideo(Number(media[1]));
      if (!video || (media[3] === 'vtt') !== Boolean(media[2])) return reply.code(404).send({ error: 'not_found' });
      reply.header('cache-control', 'public, max-age=86400');
      if (media[3] === 'vtt') return reply.type('text/vtt; charset=utf-8').send(videoCaptions(video, mediaFixtureLanguage(media[2])));
      const body = await sampleClip();
      if (!body) return reply.code(404).send({ error: 'not_found' });
      return reply.type('video/webm').send(body);
    }
    const poster = /^tv-(\d{1,9})\.svg$/.exec(file);
    const posterOf = kind === 'videos' && poster ? findVideo(Number(poster[1])) : undefined;
    if (posterOf) return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(videoPoster(posterOf));
    const m = /^([A-Za-z0-9-]{1,40})\.png$/.exec(file);
    if (!/^(articles|authors|promotions|videos)$/.test(kind) || !m) return reply.code(404).send({ error: 'not_found' });
    if (kind === 'authors' && !authorFixtures.some((a) => String(a.id) === m[1])) return reply.code(404).send({ error: 'not_found' });
    try {
      const key = `${kind}/${m[1]}`;
      const png = await photos.get(key, () => photoOf(kind, m[1]!)).catch((error: unknown) => {
        photos.delete(key); // a failed drawing is not remembered: the next request draws again
        throw error;
      });
      return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
    } catch {
      return reply.code(503).header('cache-control', 'no-store').send({ error: 'photo_unavailable' });
    }
  });
}

/** Each photo is drawn once; any name matching the pattern is served, so the memo is bounded. */
const photos = boundedMemo<string, Promise<Buffer>>(256);

function photoOf(kind: string, name: string): Promise<Buffer> {
  const h = hash(`${kind}/${name}`);
  const a = palette[h % palette.length]!;
  const b = palette[(h >>> 8) % palette.length]!;
  return kind === 'authors' ? portraitPng(a, b) : chartPng(a, b, h);
}

const xml = (t: string) => t.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A video's poster: its colours, the channel name, its English title in the upper half (the play button sits in the middle). */
function videoPoster(v: VideoFixture): string {
  const h = hash(`videos/${v.id}`);
  const a = palette[h % palette.length]!;
  const b = palette[(h >>> 8) % palette.length]!;
  const words = v.title[0].split(' ');
  const lines: string[] = [];
  for (const w of words) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + w).length <= 34) lines[lines.length - 1] = `${last} ${w}`;
    else lines.push(w);
  }
  const text = lines.slice(0, 3).map((l, i) => `<text x="48" y="${118 + i * 44}" font-family="sans-serif" font-size="36" font-weight="700" fill="#fff">${xml(l)}</text>`).join('');
  const symbols = xml(v.instruments.join(' · '));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="800" height="450" fill="url(#g)"/><text x="48" y="64" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff" fill-opacity="0.85" letter-spacing="2">VELORA TV</text>${text}<text x="48" y="410" font-family="sans-serif" font-size="22" fill="#fff" fill-opacity="0.85">${symbols}</text></svg>`;
}
