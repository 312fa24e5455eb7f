// The video search looks through the whole library, not its first page: listAllVideos pages
// through /api/videos (the BFF and the sandbox upstream, each page a cached call), and the
// analysis search and Velora TV's ?q match against what it returns.
import t from 'tap';
import { buildTestApp } from '../../../server/test-support/app.ts';
import { createLoaderServices } from '../../../server/features/ssr/loader-services.ts';
import { searchItems, videoSearchable } from '../../../shared/analysis-search.ts';
import type { Services } from '../../services.ts';
import { listAllVideos, listVideos, MAX_VIDEO_PAGES, VIDEO_PAGE_SIZE, type Video } from './media-data.ts';

const { app } = await buildTestApp();
t.teardown(() => app.close());
const services = createLoaderServices(app, 'test');
const ids = (videos: readonly Video[]) => videos.map((v) => v.id);

t.test('through the BFF: page after page, with a page size below the library', async (t) => {
  const library = (await listVideos(services, 'en', { limit: 100 }))!;
  t.ok(library.total >= 8, `the sandbox has ${library.total} videos`);
  const before = app.sandbox!.callsTo('/api/videos').length;
  const all = (await listAllVideos(services, 'en', { pageSize: 4 }))!;
  t.same(ids(all.items), ids(library.items), 'every video, newest first, none twice');
  t.equal(all.total, library.total);
  const calls = app.sandbox!.callsTo('/api/videos').slice(before).map((c) => new URLSearchParams(c.query));
  t.same(calls.map((c) => [c.get('limit'), c.get('page') ?? '1']).sort(), Array.from({ length: Math.ceil(library.total / 4) }, (_, i) => ['4', String(i + 1)]), 'one call per page');
  // The oldest video is on the last page: a first-page search does not see it.
  const oldest = library.items.at(-1)!;
  const term = oldest.title.split(/\s+/).find((w) => w.length > 4 && searchItems(library.items, w, videoSearchable).length === 1);
  t.ok(term, 'a word of its title names no other video');
  t.same(ids(searchItems((await listVideos(services, 'en', { limit: 4 }))!.items, term!, videoSearchable)), [], `'${term}' is not on the first page`);
  t.same(ids(searchItems(all.items, term!, videoSearchable)), [oldest.id], `'${term}' finds the oldest video`);
  const weekly = library.items.filter((v) => v.category === 'weekly');
  t.same(ids((await listAllVideos(services, 'en', { category: 'weekly', pageSize: 1 }))!.items), ids(weekly), 'a category pages through its own videos');
  // Cached like every list call: the same search again asks the upstream nothing.
  const cached = app.sandbox!.callsTo('/api/videos').length;
  await listAllVideos(services, 'en', { pageSize: 4 });
  t.equal(app.sandbox!.callsTo('/api/videos').length, cached, 'pages come from the cache');
});

t.test('a page that fails makes the whole list unavailable, not a silent part of it', async (t) => {
  // The third page's call fails (the first two are answered by the BFF).
  const flaky: Services = {
    ...services,
    api: async (path, query, options) => (path === '/api/videos' && query?.page === 3 ? { status: 503, body: null } : services.api(path, query, options)) as never,
  };
  t.equal(await listAllVideos(flaky, 'en', { pageSize: 3 }), null);
  t.ok(await listAllVideos(flaky, 'en', { pageSize: 5 }), 'two pages, both answered');
});

t.test('a library past one upstream page (250 videos): the search sees the 230th', async (t) => {
  const sample = (await listVideos(services, 'en', { limit: 1 }))!.items[0]!;
  const library: Video[] = Array.from({ length: 250 }, (_, i) => ({
    ...sample,
    id: 1000 + i,
    title: i === 229 ? 'Platinum squeeze: what the lease rates say' : `Market update ${i + 1}`,
    description: 'Daily levels and the week ahead.',
    instruments: [],
  }));
  const asked: unknown[] = [];
  const big: Services = {
    ...services,
    api: async (path, query) => {
      if (path !== '/api/videos') return services.api(path, query);
      asked.push(query);
      const limit = Number(query?.limit ?? 20);
      const page = Number(query?.page ?? 1);
      return { status: 200, body: { code: 200, data: library.slice((page - 1) * limit, page * limit), total: library.length } } as never;
    },
  };
  t.equal(VIDEO_PAGE_SIZE, 100, 'the largest page the BFF gives');
  const first = (await listVideos(big, 'en', { limit: VIDEO_PAGE_SIZE }))!;
  t.same(searchItems(first.items, 'platinum', videoSearchable), [], 'the first 100 do not hold it');
  const all = (await listAllVideos(big, 'en'))!;
  t.equal(all.items.length, 250);
  t.same(ids(searchItems(all.items, 'platinum', videoSearchable)), [1229], 'found');
  t.same(asked.slice(1).map((q) => (q as { page?: number }).page ?? 1).sort(), [1, 2, 3], 'three pages of 100');
  t.ok(MAX_VIDEO_PAGES * VIDEO_PAGE_SIZE >= 2000, 'bounded, far above the library');
});
