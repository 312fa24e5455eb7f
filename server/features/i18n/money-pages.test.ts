// The minimum deposit and the other amounts of ours, on the rendered pages (issue 31): for a
// locale of every entity and of each of the 14 languages, the pages that state the minimum deposit
// (home, account types, the forex FAQ, help centre, individual accounts, swap-free, deposit and
// withdrawal, why choose us) state the account catalogue's figure in the locale's currency format,
// and every amount of money on them (main text and meta description) is one a source gives: a
// copy string left with a literal "$100" shows up here as an amount no source made.
import t from 'tap';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTestApp, crawlerUA } from '../../test-support/app.ts';
import { decodeEntities } from '../../test-support/english-runs.ts';
import { accountType, accountTypes, entryMinDepositUsd } from '../../../shared/accounts/account-types.ts';
import { tradingFigures } from '../../../shared/accounts/figures.ts';
import { formatMoney } from '../../../shared/accounts/format.ts';
import { fundingMethods } from '../../../shared/accounts/funding-methods.ts';
import { swapFreeGroups } from '../../../shared/accounts/swap-free.ts';
import { brand } from '../../../shared/brand.ts';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { localeFacts } from '../../../shared/marketing-facts.ts';
import { vpsMinBalanceUsd, vpsPlans } from '../../../shared/platforms/vps-plans.ts';
import { moneyLiterals } from '../../../shared/text/money-literals.ts';
import { createMessagesStore, loadMessageResources } from './messages.ts';

const { app } = await buildTestApp({ LOG_LEVEL: 'silent' });
const store = createMessagesStore(loadMessageResources(join(fileURLToPath(new URL('../../../', import.meta.url)), 'locales')));
const message = (locale: LocaleCode, path: string) => path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], store.forLocale(locale));
/** The one amount that is not ours (copy-figures.test.ts notOurFigures): the forex market's daily turnover. */
const marketTurnover = (locale: LocaleCode) => moneyLiterals(String(message(locale, 'forex.why.1.text'))).map((m) => norm(m.text));
t.teardown(() => app.close());
const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url, headers: { 'user-agent': crawlerUA } });
  return { status: res.statusCode, html: res.body };
};

// en: FSC Mauritius ($100); en-nz: ASIC, English copy with en-NZ's US$100; th, zh-hant-tw: VFSC;
// and one locale of every other language (ar: RTL, de/fr: the symbol after the amount).
const locales: LocaleCode[] = ['en', 'en-nz', 'th', 'zh-hant-tw', 'zh-hans', 'pt', 'id', 'it', 'vi', 'ms', 'tl', 'fr', 'ko', 'de', 'ar'];

/** Pages that state the minimum deposit: the figure they state is the catalogue's. */
const depositPages = ['', '/trading/account-types', '/trading/forex', '/trading/help-center', '/trading/individual',
  '/trading/deposit-and-withdrawal', `/about/why-choose-${brand.slug}`, '/trading/swap-free-account'];
/** Pages with other amounts of ours (demo funds, copy-trading minimum, VPS balance). */
const otherPages = [`/platform/${brand.slug}-app`, '/platform/copy-trading', '/platform/forex-vps', `/platform/${brand.terminal}-5`];

const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
// The forex page's worked example computes its amounts (margin, position value) from its inputs
// (shared/forex-example.ts, with its own tests): not a figure a source states.
const withoutExample = (html: string) => html.replace(/<section[^>]*data-section="example"[\s\S]*?<\/section>/, '');
/** The page's text runs, element by element, so two table cells never read as one amount. */
const runs = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<!--[\s\S]*?-->/g, '').split(/<[^>]+>/).map((s) => decodeEntities(s)).filter((s) => s.trim());
const text = (html: string) => decodeEntities(html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
const description = (html: string) => decodeEntities(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '');
// Spaces (no-break ones included) and bidi marks aside, so "100 $" and "100\u00a0$" compare equal.
const norm = (s: string) => s.replace(/[\u200e\u200f\u061c]/g, '').replace(/\s+/g, ' ').trim();

/** Every amount a source gives, as the locale formats it (the pages' formatMoney). */
function sourceAmounts(locale: LocaleCode): Set<string> {
  const tag = getLocale(locale).tag;
  const usd = (n: number, d?: number) => norm(formatMoney(tag, n, 'USD', d));
  const amounts = [
    entryMinDepositUsd, tradingFigures.demoFundsUsd, tradingFigures.copyTradingMinUsd, tradingFigures.fundingFeeUsd, vpsMinBalanceUsd,
    ...accountTypes.flatMap((a) => [a.minDepositUsd, a.commissionPerLotUsd]),
    ...fundingMethods.map((m) => m.minDepositUsd),
    ...swapFreeGroups.map((g) => g.adminFeePerLotUsd),
    ...vpsPlans.map((p) => p.priceUsdPerMonth),
  ];
  const facts = localeFacts(locale);
  return new Set([...amounts.flatMap((n) => [usd(n), usd(n, 2)]), norm(facts.swapFreeExampleTotal)]);
}

for (const locale of locales) {
  const tag = getLocale(locale).tag;
  const minDeposit = norm(formatMoney(tag, entryMinDepositUsd, 'USD'));
  const allowed = sourceAmounts(locale);
  t.test(`${locale}: ${minDeposit}`, async (t) => {
    t.equal(norm(localeFacts(locale).minDeposit), minDeposit, 'the copy\'s placeholder is the catalogue\'s figure');
    for (const path of [...depositPages, ...otherPages]) {
      const { status, html } = await get(`/${locale}${path}`);
      t.equal(status, 200, `${path || '/'}`);
      const page = `${text(main(html))} ${description(html)}`;
      const amounts = [...runs(withoutExample(main(html))), description(html)].flatMap((r) => moneyLiterals(r).map((m) => norm(m.text)));
      if (depositPages.includes(path)) {
        const expected = path.includes('swap-free') ? norm(formatMoney(tag, accountType('islamic').minDepositUsd, 'USD')) : minDeposit;
        t.ok(norm(page).includes(expected), `${path || '/'} states the minimum deposit ${expected}`);
      }
      const notOurs = path === '/trading/forex' ? marketTurnover(locale) : [];
      const strangers = amounts.filter((a) => !allowed.has(a) && !notOurs.includes(a));
      t.same(strangers, [], `${path || '/'}: every amount comes from a source`);
      t.notOk(page.includes('{{'), `${path || '/'}: no placeholder left`);
    }
  });
}

t.test('the sign-up dialog\'s tip states the catalogue\'s minimum deposit', async (t) => {
  for (const locale of locales) {
    const tip = norm(String(message(locale, 'component.register.featureTip')));
    t.ok(tip.includes(norm(formatMoney(getLocale(locale).tag, entryMinDepositUsd, 'USD'))), `${locale}: ${tip.slice(0, 80)}`);
    t.same(moneyLiterals(tip).map((m) => norm(m.text)).filter((a) => !sourceAmounts(locale).has(a)), [], `${locale}: no other amount`);
  }
});
