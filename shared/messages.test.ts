// Checks the i18next message files under locales/<language>/messages.json: they parse, English
// covers every route of shared/routes.ts, the error texts are the spec's wording (section 2.3 /
// section 8), and every translation keeps to the English key tree and its placeholders.
import t from 'tap';
import { readdirSync, readFileSync } from 'node:fs';
import { routes } from './routes.ts';
import { localeCodes, messageLanguages } from './locales.ts';
import { entities, entityOffice } from './company/entities.ts';
import { awards } from './company/awards.ts';
import { fillFactText, localeFacts } from './marketing-facts.ts';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Tree = { [key: string]: Json };

const localesDir = new URL('../locales/', import.meta.url);

/** messages.json, plus each <namespace>.json as the tree of its top-level key (as the server loads them). */
function load(lang: string): Tree {
  const dir = new URL(`${lang}/`, localesDir);
  const tree = JSON.parse(readFileSync(new URL('messages.json', dir), 'utf8')) as Tree;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json') && n !== 'messages.json').sort()) {
    tree[name.slice(0, -5)] = JSON.parse(readFileSync(new URL(name, dir), 'utf8')) as Json;
  }
  return tree;
}

function isObject(value: Json | undefined): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a dotted path (segments as an array, because keys contain hyphens and digits). */
function get(tree: Json | undefined, path: readonly string[]): Json | undefined {
  let node: Json | undefined = tree;
  for (const key of path) {
    if (Array.isArray(node)) node = node[Number(key)];
    else if (isObject(node)) node = node[key];
    else return undefined;
  }
  return node;
}

/** Every leaf of a tree with its path. Array items are keyed by their index. */
function leaves(node: Json, path: string[] = []): { path: string[]; value: Json }[] {
  if (Array.isArray(node)) return node.flatMap((v, i) => leaves(v, [...path, String(i)]));
  if (isObject(node)) return Object.entries(node).flatMap(([k, v]) => leaves(v, [...path, k]));
  return [{ path, value: node }];
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((m) => m[1]!).sort();
}

function isText(value: Json | undefined): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

const errorTexts = {
  title: 'Error {{code}}',
  backHome: 'Back to Home',
  goBack: 'Go Back',
  statusMessage: { '404': 'Page Not Found', '500': 'Internal Server Error', '403': 'Forbidden', default: 'Error' },
  description: {
    '404': "We're sorry, the page you are looking for does not exist or has been removed. Please check the URL or browse our other pages.",
    '500': 'Internal server error. Our technical team has been notified and is working to resolve the issue.',
    '403': 'You do not have permission to access this page. If you believe this is an error, please contact our customer support.',
    default: 'An error occurred. Please try again later or contact our customer support team for assistance.',
  },
  pageNotFound: 'Page not found: {{path}}',
  routeNotFound: 'Page Not Found: {{path}}',
};

/** Locale codes the language selector names besides the 25 route prefixes (spec 2.1). */
const extraLanguageCodes = ['en-au', 'zh-hans-au', 'zh-hant-au', 'es'];

const requiredShape: Record<string, readonly string[]> = {
  meta: ['defaultDescription', 'siteName'],
  nav: [
    'skipToContent', 'home', 'trading', 'platform', 'academy', 'analysis', 'about', 'partners', 'signUp',
    'portal', 'search', 'openMenu', 'closeMenu', 'language', 'mainNavigation', 'learnMore',
  ],
  'sections.trading': ['title', 'text'],
  'sections.platform': ['title', 'text'],
  'sections.academy': ['title', 'text'],
  'sections.analysis': ['title', 'text'],
  'sections.about': ['title', 'text'],
  breadcrumb: ['home', 'label'],
  'breadcrumb.sections': ['about', 'academy', 'analysis', 'platform', 'trading', 'utils', 'components', 'api'],
  footer: ['startTrading', 'tryDemo', 'downloadApp', 'appStore', 'googlePlay', 'followUs', 'disclaimer', 'copyright'],
  'footer.contact': ['title', 'phone', 'fax', 'email', 'web', 'phoneLabel', 'faxLabel', 'emailLabel', 'webLabel'],
  'footer.columns': ['cfdTrading', 'tradingPlatform', 'startTrading', 'academyAnalysis', 'whyUs'],
  'footer.jurisdictions': ['title'],
  error: ['title', 'backHome', 'goBack', 'pageNotFound', 'routeNotFound'],
  'error.statusMessage': ['404', '500', '403', 'default'],
  'error.description': ['404', '500', '403', 'default'],
  language: ['label'],
  'language.names': [...localeCodes, ...extraLanguageCodes],
  common: ['openAccount', 'downloadApp', 'startTrading', 'tryDemo', 'learnMore', 'readMore', 'loading', 'riskWarning'],
  organization: ['description'],
};

/** Sections translated in full in every language: a page never mixes languages. */
const fullyTranslatedSections = ['home', 'markets', 'forex', 'mt4', 'faq', 'component', 'ukWarning'];

/** Sections every translation must carry itself (the rest may fall back to English). */
const translatedShape = Object.entries(requiredShape).filter(([section]) => section !== 'organization');

t.test('the message folders are exactly the message languages', async (t) => {
  const folders = readdirSync(localesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  t.same(folders, [...messageLanguages].sort());
});

t.test('every language file parses to an object', async (t) => {
  for (const lang of messageLanguages) {
    let parsed: unknown;
    t.doesNotThrow(() => {
      parsed = load(lang);
    }, `${lang} parses`);
    t.ok(isObject(parsed as Json), `${lang} is an object`);
  }
});

t.test('English', async (t) => {
  const en = load('en');

  t.test('has the required key structure', async (t) => {
    const missing: string[] = [];
    for (const [section, keys] of Object.entries(requiredShape)) {
      for (const key of keys) if (!isText(get(en, [...section.split('.'), key]))) missing.push(`${section}.${key}`);
    }
    t.same(missing, [], 'every required key is a non-empty string');
    t.equal(get(en, ['meta', 'siteName']), 'Velora Markets');
    t.equal(get(en, ['breadcrumb', 'home']), 'Home');
    t.equal(get(en, ['breadcrumb', 'sections', 'trading']), 'Trading');
    t.equal(get(en, ['footer', 'startTrading']), 'Start trading');
    t.equal(get(en, ['footer', 'tryDemo']), 'or Try demo');
    t.equal(get(en, ['footer', 'contact', 'email']), 'support@veloramarkets.example');
    t.equal(get(en, ['footer', 'contact', 'web']), 'www.veloramarkets.example');
    t.same(get(en, ['footer', 'columns']), {
      cfdTrading: 'CFD Trading',
      tradingPlatform: 'Trading Platform',
      startTrading: 'Start Trading',
      academyAnalysis: 'Academy & Analysis',
      whyUs: 'Why us',
    });
    t.equal(get(en, ['footer', 'copyright']), '© {{year}} Velora Markets. All rights reserved.');
    t.equal(get(en, ['common', 'openAccount']), 'Open Account');
    t.equal(get(en, ['common', 'downloadApp']), 'Download App');
    t.equal(get(en, ['common', 'startTrading']), 'Start Trading');
    t.equal(get(en, ['language', 'label']), 'Language');
    t.equal(get(en, ['language', 'names', 'en']), 'English');
    t.equal(get(en, ['language', 'names', 'zh-hans']), '简体中文');
    t.equal(get(en, ['language', 'names', 'ar']), 'العربية');
    t.equal(get(en, ['language', 'names', 'en-in']), 'English (India)');
  });

  t.test('the error texts are the spec wording', async (t) => {
    t.strictSame(en.error, errorTexts);
  });

  t.test('has title, description, intro and breadcrumb for every route', async (t) => {
    const pages = en.pages;
    t.ok(isObject(pages), 'pages is an object');
    const missing: string[] = [];
    const style: string[] = [];
    for (const route of routes) {
      for (const field of ['title', 'description', 'intro', 'breadcrumb']) {
        if (!isText(get(pages, [route.name, field]))) missing.push(`pages.${route.name}.${field}`);
      }
      const title = get(pages, [route.name, 'title']);
      // Measured as served: the fact placeholders ({{pairs}}, {{maxLeverage}}) filled for en.
      const rawDescription = get(pages, [route.name, 'description']);
      const description = isText(rawDescription) ? fillFactText(rawDescription, localeFacts('en')) : rawDescription;
      const intro = get(pages, [route.name, 'intro']);
      const breadcrumb = get(pages, [route.name, 'breadcrumb']);
      if (isText(title) && title.length > 60) style.push(`${route.name}: title longer than 60 characters`);
      if (isText(description) && (description.length < 120 || description.length > 160)) {
        style.push(`${route.name}: description is ${description.length} characters, not 120-160`);
      }
      if (isText(intro)) {
        const sentences = intro.split(/(?<=[.!?])\s+/).filter(Boolean).length;
        if (sentences < 2 || sentences > 4) style.push(`${route.name}: intro has ${sentences} sentences, not 2-4`);
      }
      if (isText(breadcrumb) && breadcrumb.split(/\s+/).length > 3) style.push(`${route.name}: breadcrumb over 3 words`);
    }
    t.same(missing, [], 'every route has a title, description, intro and breadcrumb');
    t.same(style, [], 'titles, descriptions, intros and breadcrumbs keep to their lengths');
    t.same(
      Object.keys(isObject(pages) ? pages : {}).sort(),
      routes.map((r) => r.name).sort(),
      'no pages for routes that do not exist',
    );
  });

  t.test('organization data for the structured-data block comes from the registers, not messages', async (t) => {
    // Offices and awards live in shared/company (one source for the footer, the about pages and
    // the Organization JSON-LD); the messages keep only the translated description.
    t.same(Object.keys(get(en, ['organization']) as Tree), ['description']);
    const offices = entities.map(entityOffice);
    t.ok(offices.length >= 3 && offices.length <= 4, '3-4 offices');
    for (const office of offices) {
      for (const field of ['name', 'streetAddress', 'addressLocality', 'addressCountry', 'telephone', 'openingHours'] as const) t.ok(isText(office[field]), `office ${field}`);
      t.match(office.addressCountry, /^[A-Z]{2}$/, 'ISO 3166-1 alpha-2 country');
      t.match(office.openingHours, /^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))? \d\d:\d\d-\d\d:\d\d$/);
    }
    t.ok(awards.length >= 4, 'awards for the JSON-LD');
  });
});

t.test('translations', async (t) => {
  const en = load('en');
  /** 'x_few' in a language whose plural rules have that category, where English has 'x_other'. */
  const pluralSibling = (path: string[]): Json | undefined => {
    const last = path.at(-1) ?? '';
    const m = /^(.+)_(zero|one|two|few|many|other)$/.exec(last);
    return m ? get(en, [...path.slice(0, -1), `${m[1]}_other`]) : undefined;
  };
  const enLeaves = new Map(leaves(en).map((l) => [l.path.join('\u0000'), l.value]));

  for (const lang of messageLanguages.filter((l) => l !== 'en')) {
    t.test(lang, async (t) => {
      const messages = load(lang);

      t.test('only has keys that exist in English, with the same kind of value', async (t) => {
        const stray: string[] = [];
        const mismatched: string[] = [];
        for (const { path, value } of leaves(messages)) {
          const english = get(en, path) ?? pluralSibling(path);
          if (english === undefined) stray.push(path.join('.'));
          else if (typeof value !== typeof english) mismatched.push(path.join('.'));
        }
        // Objects and arrays in the translation must be the same kind of node in English.
        const walk = (node: Json, path: string[]) => {
          if (!isObject(node) && !Array.isArray(node)) return;
          const english = get(en, path);
          if (english !== undefined && Array.isArray(node) !== Array.isArray(english)) mismatched.push(path.join('.'));
          for (const [k, v] of Object.entries(node)) walk(v as Json, [...path, k]);
        };
        walk(messages, []);
        t.same(stray, [], 'no keys that English does not have');
        t.same(mismatched, [], 'every value has the shape of its English counterpart');
      });

      t.test('placeholders match the English string', async (t) => {
        const unknown: string[] = [];
        const dropped: string[] = [];
        for (const { path, value } of leaves(messages)) {
          if (typeof value !== 'string') continue;
          const english = enLeaves.get(path.join('\u0000'));
          if (typeof english !== 'string') continue;
          const mine = placeholders(value);
          const theirs = placeholders(english);
          for (const p of mine) if (!theirs.includes(p)) unknown.push(`${path.join('.')}: {{${p}}}`);
          // A singular, dual or zero form may say the number in words ("مصطلح واحد"): {{count}} is optional there.
          const wordForm = /_(zero|one|two)$/.test(path.at(-1) ?? '');
          for (const p of theirs) if (!mine.includes(p) && !(wordForm && p === 'count')) dropped.push(`${path.join('.')}: {{${p}}}`);
        }
        t.same(unknown, [], 'every placeholder exists in the English string');
        t.same(dropped, [], 'no English placeholder is dropped');
      });

      t.test('translates the flagship pages, the sign-up dialog and the UK warning, every item of every list', async (t) => {
        const missing: string[] = [];
        for (const section of fullyTranslatedSections) {
          for (const { path, value } of leaves(get(en, [section]) ?? {})) {
            const mine = get(messages, [section, ...path]);
            if (typeof value === 'string' ? !isText(mine) : mine === undefined) missing.push([section, ...path].join('.'));
          }
        }
        t.same(missing, [], 'no English fallback inside these sections');
      });

      t.test('translates the frame, the error page and every page title', async (t) => {
        const missing: string[] = [];
        for (const [section, keys] of translatedShape) {
          for (const key of keys) {
            if (!isText(get(messages, [...section.split('.'), key]))) missing.push(`${section}.${key}`);
          }
        }
        const fields = ['title', 'description', 'breadcrumb', 'intro'];
        for (const route of routes) {
          for (const field of fields) {
            if (!isText(get(messages, ['pages', route.name, field]))) missing.push(`pages.${route.name}.${field}`);
          }
        }
        t.same(missing, [], 'nothing required is left untranslated');
        t.equal(get(messages, ['meta', 'siteName']), 'Velora Markets', 'the brand name is not translated');
        t.same(get(messages, ['language', 'names']), get(en, ['language', 'names']), 'language names are endonyms');
      });

      t.test('is written in its own script', async (t) => {
        const text = leaves(messages)
          .filter((l) => l.path[0] !== 'language' && typeof l.value === 'string')
          .map((l) => l.value as string)
          .join('\n');
        // Characters that exist only in the other Chinese script.
        const simplifiedOnly = /[们这为个时来对说国会发经进务账户资价汇货币产险让点击实现风页关开门体与习书费单营获场标动处网电线术专业财询联档额号码优学课师择览证监杠损亏纪录读载应计设数据态级类还欢队篮]/u;
        const traditionalOnly = /[們這為個時來對說國會發經進務賬戶資價匯貨幣產險讓點擊實現風頁關開門體與習書費單營獲場標動處網電線術專業財詢聯檔額號碼優學課師擇覽證監槓損虧紀錄讀載應計設數據態級類還歡隊籃]/u;
        if (lang === 'zh-Hant') t.notOk(simplifiedOnly.exec(text)?.[0], 'no Simplified-only characters');
        if (lang === 'zh-Hans') t.notOk(traditionalOnly.exec(text)?.[0], 'no Traditional-only characters');
        if (lang === 'ar') t.match(get(messages, ['nav', 'home']), /\p{Script=Arabic}/u, 'Arabic script');
        if (lang === 'ko') t.match(get(messages, ['nav', 'home']), /\p{Script=Hangul}/u, 'Hangul script');
        if (lang === 'th') t.match(get(messages, ['nav', 'home']), /\p{Script=Thai}/u, 'Thai script');
      });
    });
  }
});
