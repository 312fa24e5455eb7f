import t from 'tap';
import { linkGlossaryTerms, type LinkTarget } from './link-terms.ts';

const targets: LinkTarget[] = [
  { slug: 'stop-loss', names: ['Stop loss', 'stop-loss order', 'SL'] },
  { slug: 'stop-out', names: ['Stop out'] },
  { slug: 'margin', names: ['Margin'] },
  { slug: 'margin-call', names: ['Margin call'] },
  { slug: 'pip', names: ['Pip', 'pips'] },
  { slug: 'expert-advisor', names: ['Expert Advisor', 'EA'] },
  { slug: 'short-position', names: ['Short position'] },
];
const href = (slug: string) => `/en/academy/terminology#${slug}`;
const link = (html: string, list = targets) => linkGlossaryTerms(html, list, href);
const a = (slug: string, text: string) => `<a class="glossary-link" href="/en/academy/terminology#${slug}">${text}</a>`;

t.test('first occurrence of each term, longest name first', async (t) => {
  t.equal(
    link('<p>A margin call warns you. Margin is a deposit. Another margin call follows.</p>'),
    `<p>A ${a('margin-call', 'margin call')} warns you. ${a('margin', 'Margin')} is a deposit. Another margin call follows.</p>`,
  );
  t.equal(link('<p>Place a stop-loss order 20 pips away.</p>'), `<p>Place a ${a('stop-loss', 'stop-loss order')} 20 ${a('pip', 'pips')} away.</p>`, 'the longer alias wins, case kept');
});

t.test('whole words only', async (t) => {
  t.equal(link('<p>Pipelines and marginal gains, short-position-ish, pipette.</p>'), '<p>Pipelines and marginal gains, short-position-ish, pipette.</p>');
  t.equal(link('<p>A pip-based target.</p>'), '<p>A pip-based target.</p>', 'not the first half of a hyphenated word');
  t.equal(link('<p>(pip), "margin".</p>'), `<p>(${a('pip', 'pip')}), "${a('margin', 'margin')}".</p>`, 'punctuation is a boundary');
});

t.test('upper-case abbreviations only in upper case', async (t) => {
  t.equal(link('<p>An EA trades; the idea of an ea is not.</p>'), `<p>An ${a('expert-advisor', 'EA')} trades; the idea of an ea is not.</p>`);
  t.equal(link('<p>Set the SL.</p>'), `<p>Set the ${a('stop-loss', 'SL')}.</p>`);
});

t.test('never inside headings, links, code or attributes', async (t) => {
  const html = '<h2>Margin and pips</h2><p title="margin pip"><a href="/x">margin</a> <code>pip</code> then margin and pip.</p>';
  t.equal(link(html), `<h2>Margin and pips</h2><p title="margin pip"><a href="/x">margin</a> <code>pip</code> then ${a('margin', 'margin')} and ${a('pip', 'pip')}.</p>`);
  t.equal(link('<p><img alt="margin call" src="m.png"> Margin call</p>'), `<p><img alt="margin call" src="m.png"> ${a('margin-call', 'Margin call')}</p>`, 'void elements do not open a context');
  t.equal(link('<pre><code>stop out</code></pre><p><strong>Stop out</strong></p>'), `<pre><code>stop out</code></pre><p><strong>${a('stop-out', 'Stop out')}</strong></p>`, 'inline formatting is fine');
});

t.test('text split over inline tags and entities', async (t) => {
  t.equal(link('<p>Risk &amp; margin</p>'), `<p>Risk &amp; ${a('margin', 'margin')}</p>`);
  t.equal(link('<p>stop\n loss</p>'), `<p>${a('stop-loss', 'stop\n loss')}</p>`, 'any white space between words');
});

t.test('Chinese: substring matches, longest first, single characters never', async (t) => {
  const zh: LinkTarget[] = [
    { slug: 'pip', names: ['点'] },
    { slug: 'spread', names: ['点差'] },
    { slug: 'margin', names: ['保证金'] },
    { slug: 'margin-call', names: ['追加保证金', '追缴保证金'] },
  ];
  t.equal(
    link('<p>点差是成本。账户收到追加保证金通知时，保证金不足。</p>', zh),
    `<p>${a('spread', '点差')}是成本。账户收到${a('margin-call', '追加保证金')}通知时，${a('margin', '保证金')}不足。</p>`,
  );
});

t.test('nothing to do', async (t) => {
  t.equal(link(''), '');
  t.equal(link('<p>Hello</p>', []), '<p>Hello</p>');
});

t.test('word edges outside the Basic Multilingual Plane, and a term found again after a false start', async (t) => {
  t.equal(link('<p>𝐀margin</p>'), '<p>𝐀margin</p>', 'a letter written as a surrogate pair touches the word');
  t.equal(link('<p>😀margin</p>'), `<p>😀${a('margin', 'margin')}</p>`, 'an emoji is not a letter');
  t.equal(link('<p>pre-margin, then margin</p>'), `<p>pre-margin, then ${a('margin', 'margin')}</p>`, 'a hyphen-joined occurrence is skipped, the next whole word linked');
  t.equal(link('<p>margin-</p>'), `<p>${a('margin', 'margin')}-</p>`, 'a hyphen with nothing after it is only punctuation');
});

// How fast this is belongs to bench/link-terms.ts (500 targets, 1,000 names over an 8 KB body):
// a time budget here would fail by chance on a busy machine.
t.test('1,000 names over an 8 KB body: the one named is linked', async (t) => {
  const many: LinkTarget[] = Array.from({ length: 500 }, (_, i) => ({ slug: `term-${i}`, names: [`Term number ${i}`, `tn${i}x`] }));
  const body = `<p>${'Traders weigh term number 7 against risk. '.repeat(200)}</p>`;
  const out = link(body, many);
  t.ok(out.includes(a('term-7', 'term number 7')), 'linked');
  t.equal(out.split('class="glossary-link"').length - 1, 1, 'once per article');
});

t.test('Korean: a particle written onto the term keeps it the term; another syllable makes another word', async (t) => {
  const ko: LinkTarget[] = [
    { slug: 'leverage', names: ['레버리지'] },
    { slug: 'margin', names: ['마진', '증거금'] },
    { slug: 'cfd', names: ['CFD'] },
  ];
  t.equal(link('<p>레버리지는 손익을 키웁니다.</p>', ko), `<p>${a('leverage', '레버리지')}는 손익을 키웁니다.</p>`, 'topic particle');
  t.equal(link('<p>증거금을 확인하세요.</p>', ko), `<p>${a('margin', '증거금')}을 확인하세요.</p>`, 'object particle');
  t.equal(link('<p>마진콜이 오면 마진에서 빠집니다.</p>', ko), `<p>마진콜이 오면 ${a('margin', '마진')}에서 빠집니다.</p>`, '마진콜 is not 마진; 마진에서 is');
  t.equal(link('<p>레버리지x</p>', ko), '<p>레버리지x</p>', 'a Latin letter still touches the word');
  t.equal(link('<p>CFD는 파생상품입니다.</p>', ko), `<p>${a('cfd', 'CFD')}는 파생상품입니다.</p>`, 'a particle after a Latin term too');
});

t.test('Arabic: "and", "with", "for", "like" and "the" written onto the term; nothing else', async (t) => {
  const ar: LinkTarget[] = [
    { slug: 'leverage', names: ['الرافعة المالية'] },
    { slug: 'margin', names: ['هامش'] },
  ];
  t.equal(link('<p>وبالرافعة المالية تكبر الأرباح</p>', ar), `<p>وب${a('leverage', 'الرافعة المالية')} تكبر الأرباح</p>`, 'و + ب before a term with ال');
  t.equal(link('<p>تحقق من الهامش</p>', ar), `<p>تحقق من ال${a('margin', 'هامش')}</p>`, 'ال before a term without it');
  t.equal(link('<p>والهامش</p>', ar), `<p>وال${a('margin', 'هامش')}</p>`, 'و + ال');
  t.equal(link('<p>تهامش</p>', ar), '<p>تهامش</p>', 'any other letter makes another word');
  t.equal(link('<p>الالرافعة المالية</p>', ar), '<p>الالرافعة المالية</p>', 'no second ال');
});

t.test('a name is looked for only where its longest word occurs, with the same case folding as the patterns', async (t) => {
  t.equal(link('<p>MARGIN CALL in capitals</p>'), `<p>${a('margin-call', 'MARGIN CALL')} in capitals</p>`, 'any case');
  t.equal(link('<p>Stop\tLOSS</p>'), `<p>${a('stop-loss', 'Stop\tLOSS')}</p>`, 'any case and any white space');
  const greek: LinkTarget[] = [{ slug: 'logos', names: ['λογοσ'] }];
  // Lower case keeps the final sigma (ς), case folding makes it σ: the name must still be found.
  t.equal(link('<p>ΛΟΓΟΣ λογος</p>', greek), `<p>${a('logos', 'ΛΟΓΟΣ')} λογος</p>`);
  const longS: LinkTarget[] = [{ slug: 'spread', names: ['spread'] }];
  t.equal(link('<p>ſpread</p>', longS), `<p>${a('spread', 'ſpread')}</p>`, 'the long s folds to s, as in the patterns');
});

