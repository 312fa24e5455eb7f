// Each locale sees its own entity (issue 31), on the rendered pages: for a locale of every entity
// (en: FSC Mauritius, th and zh-hant-tw: VFSC, en-nz: ASIC) and a locale of each of the 14
// languages, the home, forex (price-card label and FAQ), account types, conditions (leverage
// table) and calculator pages state the entity register's leverage and no other, and name the
// entity. The expectations are computed from the register, so the pages cannot drift from it.
import t, { type Test } from 'tap';
import { buildTestApp, crawlerUA } from '../../test-support/app.ts';
import { decodeEntities } from '../../test-support/english-runs.ts';
import { clientCategories, entityForLocale, leverageCap, maxLeverage, regulatedEntities, type Entity } from '../../../shared/company/entities.ts';
import { localeFacts } from '../../../shared/marketing-facts.ts';
import { instrumentCatalogue } from '../../../server/sandbox/fixtures/instruments.ts';
import type { LocaleCode } from '../../../shared/locales.ts';

const { app } = await buildTestApp({ LOG_LEVEL: 'silent' });
t.teardown(() => app.close());
const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url, headers: { 'user-agent': crawlerUA } });
  return { status: res.statusCode, html: res.body };
};

// One locale per language (zh-Hant twice: zh-hant-tw is spec 9's own case), plus en-nz for ASIC.
const locales: LocaleCode[] = ['en', 'en-nz', 'zh-hans-nz', 'th', 'zh-hant-tw', 'cht', 'zh-hans', 'pt', 'id', 'it', 'vi', 'ms', 'tl', 'fr', 'ko', 'de', 'ar'];

const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const text = (html: string) => decodeEntities(html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
const section = (html: string, id: string) => html.match(new RegExp(`<section[^>]*data-section="${id}"[\\s\\S]*?</section>`))?.[0] ?? '';
const ratios = (s: string) => [...new Set(s.match(/(?<![\d.,])1:\d+(?!\d)/g) ?? [])].sort();
const r = (n: number) => `1:${n}`;
const groups = [...new Set(instrumentCatalogue.map((i) => i.group))];

function namesEntity(t: Test, html: string, e: Entity) {
  t.match(html, new RegExp(`class="offered-by" data-entity="${e.id}"`), 'the offered-by line');
  t.ok(text(html).includes(e.legalName), `names ${e.legalName}`);
  t.ok(text(html).includes(e.regulator!.abbreviation), `and ${e.regulator!.abbreviation}`);
  t.match(html, /class="offered-by"[\s\S]{0,600}href="\/[^"]+\/about\/regulatory-supervision"/, 'with a link to the regulatory page');
}

for (const locale of locales) {
  const e = entityForLocale(locale);
  const retail = maxLeverage(e, 'retail', groups);
  const forex = localeFacts(locale).forexMaxLeverage;
  t.test(`${locale} (${e.regulator!.abbreviation})`, async (t) => {
    t.test('home: the key figure is the entity\'s maximum', async (t) => {
      const { status, html } = await get(`/${locale}`);
      t.equal(status, 200);
      const m = main(html);
      t.same(ratios(text(m)), [r(retail)], `only ${r(retail)}`);
      namesEntity(t, m, e);
      t.notOk(text(m).includes('{{'), 'no placeholder left');
    });

    t.test('forex: price-card label and FAQ agree on the entity\'s forex cap', async (t) => {
      const { status, html } = await get(`/${locale}/trading/forex`);
      t.equal(status, 200);
      const m = main(html);
      const labels = [...m.matchAll(/class="price-card__leverage">([^<]*)</g)].map((x) => decodeEntities(x[1]!));
      t.ok(labels.length > 0, 'price cards');
      for (const l of labels) t.same(ratios(l), [forex], `label "${l}"`);
      const faq = text(section(m, 'faq'));
      t.same(ratios(faq), [forex], `FAQ states ${forex} only`);
      // The worked example computes at 1:30, which every entity allows; the rest of the page states the cap only.
      const rest = text(m.replace(section(m, 'example'), ''));
      t.same(ratios(rest), [forex], 'the page, example aside');
      t.ok(leverageCap(e, 'retail', 'forex-major') >= 30, 'the example\'s 1:30 is within the cap');
      t.ok(text(m).includes(localeFacts(locale).pairs), `pairs: ${localeFacts(locale).pairs}`);
      namesEntity(t, m, e);
    });

    t.test('account types: the entity\'s caps per account', async (t) => {
      const { status, html } = await get(`/${locale}/trading/account-types`);
      t.equal(status, 200);
      const m = main(html);
      for (const id of ['standard', 'raw', 'islamic']) {
        const row = m.match(new RegExp(`<tr[^>]*data-account="${id}"[\\s\\S]*?</tr>`))?.[0] ?? '';
        t.same(ratios(text(row)), [r(retail)], `${id}: up to ${r(retail)}`);
      }
      const facts = m.match(/data-fact="leverage"[\s\S]*?<\/li>/)?.[0] ?? '';
      t.same(ratios(text(facts)), [r(retail)], 'key facts');
      // The only other figure: the strictest retail cap in the group, which the small print cites.
      const strictest = Math.min(...regulatedEntities.map((x) => leverageCap(x, 'retail', 'forex-major')));
      t.same(ratios(text(m)), [...new Set([r(retail), r(strictest)])].sort(), 'no other leverage on the page');
      namesEntity(t, m, e);
    });

    t.test('conditions: the leverage table is the register, the entity first, no other regulator', async (t) => {
      const { status, html } = await get(`/${locale}/trading/trading-conditions`);
      t.equal(status, 200);
      const m = main(html);
      const table = m.match(/<table class="spec-table leverage-table">[\s\S]*?<\/table>/)?.[0] ?? '';
      t.ok(table, 'the leverage table');
      const heads = [...table.matchAll(/<th[^>]*scope="colgroup"[^>]*data-entity="(\w+)"/g)].map((x) => x[1]);
      t.same(heads, [e.id, ...regulatedEntities.filter((x) => x.id !== e.id).map((x) => x.id)], 'the visitor\'s entity first, then the others');
      let cells = 0;
      for (const row of table.matchAll(/<tr data-group="([\w-]+)">([\s\S]*?)<\/tr>/g)) {
        for (const c of row[2]!.matchAll(/data-entity="(\w+)" data-category="(\w+)"><bdi>([^<]*)</g)) {
          const x = regulatedEntities.find((y) => y.id === c[1])!;
          t.equal(c[3], r(leverageCap(x, c[2] as (typeof clientCategories)[number], row[1] as never)), `${row[1]} ${c[1]} ${c[2]}`);
          cells++;
        }
      }
      t.equal(cells, groups.length * regulatedEntities.length * clientCategories.length, 'every group, entity and category');
      t.notMatch(text(m), /CySEC|FCA\)|\bEU\b \(|\(Global\)/, 'no entity the group does not have');
      namesEntity(t, m, e);
    });

    t.test('calculator: leverage choices end at the entity\'s cap', async (t) => {
      const { status, html } = await get(`/${locale}/platform/trading-calculator`);
      t.equal(status, 200);
      const m = main(html);
      const select = m.match(/<select[^>]*name="leverage"[\s\S]*?<\/select>/)?.[0] ?? '';
      const options = [...select.matchAll(/<option[^>]*value="(\d+)"/g)].map((x) => Number(x[1]));
      t.ok(options.length > 0, 'leverage options');
      t.equal(Math.max(...options), retail, `up to ${r(retail)}`);
      const selected = Number(select.match(/<option[^>]*value="(\d+)"[^>]*selected/)?.[1]);
      t.ok(selected <= leverageCap(e, 'retail', 'forex-major'), 'the default leverage is allowed on the default symbol');
      t.ok(ratios(text(m)).every((x) => Number(x.slice(2)) <= retail), 'no figure above the cap');
      namesEntity(t, m, e);
    });
  });
}
