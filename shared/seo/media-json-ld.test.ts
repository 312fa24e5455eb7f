import t from 'tap';
import { videoObjectJsonLd, webinarEventJsonLd } from './media-json-ld.ts';

t.test('VideoObject', async (t) => {
  const node = videoObjectJsonLd({
    url: 'https://x.test/en/analysis/article-tv-102/gold',
    name: 'Gold weekly outlook',
    description: 'Daniel Cho reviews gold’s week.',
    thumbnailUrl: 'https://x.test/p.svg',
    uploadDate: '2026-11-22T09:00:00.000Z',
    durationSeconds: 896,
    contentUrl: 'https://x.test/v.webm',
    inLanguage: 'en-US',
    presenter: { name: 'Daniel Cho', url: 'https://x.test/en/analysis/our-expert-team/daniel-cho' },
    publisher: { name: 'Velora Markets', logo: 'https://x.test/logo.svg' },
    chapters: [{ startSeconds: 0, endSeconds: 150, name: 'The week' }, { startSeconds: 150, endSeconds: 896, name: 'Range' }],
  });
  t.match(node, {
    '@context': 'https://schema.org', '@type': 'VideoObject', name: 'Gold weekly outlook', description: 'Daniel Cho reviews gold’s week.',
    thumbnailUrl: ['https://x.test/p.svg'], uploadDate: '2026-11-22T09:00:00.000Z', duration: 'PT14M56S', contentUrl: 'https://x.test/v.webm',
    publisher: { '@type': 'Organization', name: 'Velora Markets' }, actor: { '@type': 'Person', name: 'Daniel Cho' },
  });
  t.same((node.hasPart as { startOffset: number; url: string }[]).map((c) => [c.startOffset, c.url]), [[0, 'https://x.test/en/analysis/article-tv-102/gold?t=0'], [150, 'https://x.test/en/analysis/article-tv-102/gold?t=150']]);
  const bare = videoObjectJsonLd({ url: 'u', name: 'n', description: 'd', thumbnailUrl: 't', uploadDate: 'x', durationSeconds: 60, contentUrl: 'c', inLanguage: 'en', publisher: { name: 'p', logo: 'l' } });
  t.notOk('hasPart' in bare || 'actor' in bare, 'chapters and presenter are optional');
});

t.test('Event of an online webinar', async (t) => {
  const node = webinarEventJsonLd({
    url: 'https://x.test/en/academy/webinars#webinar-201',
    name: 'Central bank week',
    description: 'Three central banks announce rates.',
    startDate: '2026-12-01T12:00:00.000Z',
    durationMinutes: 60,
    joinUrl: 'https://x.test/en/academy/register-webinar-201',
    inLanguage: 'en',
    performer: { name: 'Amelia Hart', url: 'https://x.test/en/analysis/our-expert-team/amelia-hart' },
    organizer: { name: 'Velora Markets', url: 'https://x.test/en' },
  });
  t.match(node, {
    '@type': 'Event', name: 'Central bank week', startDate: '2026-12-01T12:00:00.000Z', endDate: '2026-12-01T13:00:00.000Z',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode', eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation', url: 'https://x.test/en/academy/register-webinar-201' },
    organizer: { '@type': 'Organization', name: 'Velora Markets' }, performer: { '@type': 'Person', name: 'Amelia Hart' },
    offers: { '@type': 'Offer', price: 0 }, isAccessibleForFree: true,
  });
});
