// No English on the media and expert pages (issue 34 items 1 and 3): the webinar list, a video,
// the expert team, an expert's profile and an expert group, and the trading calculator, rendered
// by the real app in one locale per message language. Each CMS item must be in the page's
// language (its title, abstract, biography, group name as the sandbox CMS writes them, not marked
// lang="en"), and no run of 4+ English words shared with the /en page may stand outside a
// lang="en" element (server/test-support/english-runs.ts). Needs the build (npm run build).
import t from 'tap';
import { buildTestApp, crawlerPage } from '../../test-support/app.ts';
import { DEFAULT_ALLOW_LIST, englishRuns } from '../../test-support/english-runs.ts';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { entities } from '../../../shared/company/entities.ts';
import { mediaLanguageOf } from '../../../shared/media/media-language.ts';
import { authorFixtures, authorGroups } from '../../sandbox/fixtures/authors.ts';
import { videoFixtures } from '../../sandbox/fixtures/videos.ts';
import { webinarFixtures } from '../../sandbox/fixtures/webinars.ts';
import { isThree, mediaText, withNames, type MediaFixtureLanguage } from '../../sandbox/fixtures/media-text/index.ts';
import { pick } from '../../sandbox/fixtures/articles.ts';

const localesToCheck: readonly LocaleCode[] = ['ar', 'de', 'fr', 'id', 'it', 'ko', 'ms', 'pt', 'th', 'tl', 'vi', 'zh-hans', 'zh-hant'];

// The register's facts as registered (the footer's entity lines; as in no-english.test.ts) and
// proper names that stay English in every language: people, universities and a designation.
const registerFacts = entities.flatMap((e) => [
  e.legalName, e.registration, e.licence?.type ?? '', e.compensation?.name ?? '',
  e.address.streetAddress.replace(/^\d+\s*/, ''), `${e.address.streetAddress.replace(/^\d+\s*/, '')} ${e.address.addressLocality}`,
]).map((s) => s.replace(/\([A-Z]{2,}\)/g, ' ').replace(/[(),]/g, ' ').replace(/\s+/g, ' ').trim()).filter((s) => s.split(' ').length > 1);
const allowList = [...DEFAULT_ALLOW_LIST, ...registerFacts, ...authorFixtures.map((a) => a.name), 'London School of Economics', 'Chartered Market Technician', 'Average True Range'];

const video = videoFixtures.find((v) => v.id === 102)!;
const expert = authorFixtures.find((a) => a.id === 1)!;
const group = authorGroups.find((g) => g.id === 1)!;
const pages = {
  webinars: '/academy/webinars',
  video: `/analysis/article-tv-${video.id}/${video.slug}`,
  team: '/analysis/our-expert-team',
  expert: `/analysis/our-expert-team/${expert.slug}`,
  group: `/analysis/our-expert-team/group/${group.slug}`,
  library: '/analysis/velora-tv',
  calculator: '/platform/trading-calculator?symbol=AUDNZD',
};

const { app } = await buildTestApp();
t.teardown(() => app.close());

const html = (locale: LocaleCode, path: string): Promise<string> => crawlerPage(app, `/${locale}${path}`);
const escape = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

/** A CMS field in a language: the triple's for en/zh, else the language file's. */
function text(l: MediaFixtureLanguage, tri: readonly [string, string, string], other: (m: ReturnType<typeof mediaText>) => string | undefined): string {
  return isThree(l) ? pick(tri, l) : withNames(other(mediaText(l))!);
}

/** The opening tag of the element whose text starts with `content` (undefined when absent). */
function openingTagOf(page: string, content: string): string | undefined {
  const at = page.indexOf(escape(content));
  if (at === -1) return undefined;
  const open = page.lastIndexOf('<', at);
  return page.slice(open, page.indexOf('>', open) + 1);
}

for (const locale of localesToCheck) {
  const l = mediaLanguageOf(locale) as MediaFixtureLanguage;
  t.test(`${locale}: every media and expert item in ${getLocale(locale).tag}`, async (t) => {
    const webinars = await html(locale, pages.webinars);
    for (const w of webinarFixtures) {
      const title = text(l, w.title, (m) => m.webinars[w.id]?.title);
      const tag = openingTagOf(webinars, title);
      t.ok(tag, `webinar ${w.id}: its ${l} title`);
      t.notMatch(tag ?? '', /lang="en"/, `webinar ${w.id}: not marked English`);
    }
    const v = await html(locale, pages.video);
    t.ok(v.includes(`<h1 id="video-title">${escape(text(l, video.title, (m) => m.videos[video.id]?.title))}</h1>`), 'video: its title, not marked');
    t.ok(v.includes(escape(text(l, video.description, (m) => m.videos[video.id]?.description))), 'video: its description');
    t.match(v, /<div id="video-summary" class="article-body">/, 'video: the summary not marked English');
    t.ok(v.includes(escape(text(l, video.summary, (m) => m.videos[video.id]?.summary).split(/\n\s*\n/)[0]!.slice(0, 40))), 'video: its summary');
    for (const [i, [, chapter]] of video.chapters.entries()) t.ok(v.includes(escape(text(l, chapter, (m) => m.videos[video.id]?.chapters[i]))), `video: chapter ${i + 1} (a caption cue)`);
    const srcLang = l === 'zh-hans' ? 'zh-Hans' : l === 'zh-hant' ? 'zh-Hant' : l;
    t.match(v, new RegExp(`"srcLang":"${srcLang}","label":"[^"]+","src":"[^"]+-${l}\\.vtt","isDefault":true`), 'video: the captions of the language are the default track');
    const profile = await html(locale, pages.expert);
    const bio = text(l, expert.bio, (m) => m.authors[expert.id]?.bio).split(/\n\s*\n/)[0]!;
    t.ok(openingTagOf(profile, bio.slice(0, 30)), 'expert: the biography in the language');
    t.notMatch(profile, /<div lang="en" dir="ltr"><p>/, 'expert: the biography not marked English');
    t.ok(profile.includes(`<p class="expert-profile__title">${escape(text(l, expert.title, (m) => m.authors[expert.id]?.title))}</p>`), 'expert: the title, not marked');
    t.match(profile, `<link rel="canonical" href="https://www.example.com/${locale}${pages.expert}"/>`, 'expert: its own canonical');
    const g = await html(locale, pages.group);
    t.ok(g.includes(`<h1>${escape(text(l, group.name, (m) => m.groups[group.id]?.name))}</h1>`), 'group: the name, not marked');
    t.ok(g.includes(escape(text(l, group.description, (m) => m.groups[group.id]?.description))), 'group: the description');
    const calculator = await html(locale, pages.calculator);
    const option = /<option value="AUDNZD"[^>]*>[^<]*/.exec(calculator)?.[0] ?? '';
    t.ok(option && !/lang="en"|Australian Dollar vs/.test(option), `calculator: AUDNZD named in the language (${option})`);
  });
}

for (const [name, path] of Object.entries(pages)) {
  t.test(`${name}: no English outside lang="en" in any language`, async (t) => {
    const english = await html('en', path);
    const report: Record<string, string[]> = {};
    for (const locale of localesToCheck) {
      const findings = englishRuns(english, await html(locale, path), { allowList });
      if (findings.length > 0) report[locale] = findings.map((f) => `"${f.run}" in "${f.segment.slice(0, 160)}"`);
    }
    t.same(report, {}, 'no run of 4+ words shared with the English page');
  });
}
