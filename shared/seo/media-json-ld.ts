// schema.org nodes of the video library and the webinars: VideoObject (a video analysis) and
// Event (an upcoming online webinar). Pure; URLs absolute.
import { isoDuration } from '../media/video.ts';
import type { JsonLd } from './json-ld.ts';

export interface VideoJsonLdInput {
  url: string;
  name: string;
  description: string;
  thumbnailUrl: string;
  uploadDate: string;
  durationSeconds: number;
  contentUrl: string;
  inLanguage: string;
  presenter?: { name: string; url: string };
  publisher: { name: string; logo: string };
  chapters?: readonly { startSeconds: number; endSeconds: number; name: string }[];
}

export function videoObjectJsonLd(v: VideoJsonLdInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    '@id': `${v.url}#video`,
    url: v.url,
    name: v.name.slice(0, 110),
    description: v.description,
    thumbnailUrl: [v.thumbnailUrl],
    uploadDate: v.uploadDate,
    duration: isoDuration(v.durationSeconds),
    contentUrl: v.contentUrl,
    inLanguage: v.inLanguage,
    ...(v.presenter ? { actor: { '@type': 'Person', name: v.presenter.name, url: v.presenter.url } } : {}),
    publisher: { '@type': 'Organization', name: v.publisher.name, logo: { '@type': 'ImageObject', url: v.publisher.logo } },
    ...(v.chapters && v.chapters.length
      ? {
          hasPart: v.chapters.map((c) => ({
            '@type': 'Clip',
            name: c.name,
            startOffset: c.startSeconds,
            endOffset: c.endSeconds,
            url: `${v.url}?t=${c.startSeconds}`,
          })),
        }
      : {}),
  };
}

export interface WebinarEventInput {
  /** The webinar's anchor on the webinars page (absolute). */
  url: string;
  name: string;
  description: string;
  startDate: string;
  durationMinutes: number;
  /** The page where one signs up (absolute): the VirtualLocation. */
  joinUrl: string;
  inLanguage: string;
  performer: { name: string; url: string };
  organizer: { name: string; url: string };
  image?: string;
}

export function webinarEventJsonLd(w: WebinarEventInput): JsonLd {
  const end = new Date(Date.parse(w.startDate) + w.durationMinutes * 60_000).toISOString();
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    '@id': `${w.url}#event`,
    url: w.url,
    name: w.name,
    description: w.description,
    startDate: w.startDate,
    endDate: end,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url: w.joinUrl },
    inLanguage: w.inLanguage,
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: w.joinUrl },
    performer: { '@type': 'Person', name: w.performer.name, url: w.performer.url },
    organizer: { '@type': 'Organization', name: w.organizer.name, url: w.organizer.url },
    ...(w.image ? { image: [w.image] } : {}),
  };
}
