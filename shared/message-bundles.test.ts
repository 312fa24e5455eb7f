import t from 'tap';
import { bundleMessages, bundleOf, bundleOfPath, bundlePath, frameMessages, frameNamespaces, messageAt, pickMessages, textVersion } from './message-bundles.ts';

t.test('frame messages: the frame namespaces and the pages breadcrumb labels, nothing else, one object per source', async (t) => {
  const all = {
    nav: { home: 'Home' },
    footer: { risk: 'CFDs are complex instruments' },
    academy: { title: 'Academy' },
    pages: { contact: { title: 'Contact us', breadcrumb: 'Contact' }, odd: { title: 'No label' } },
  };
  const frame = frameMessages(all);
  t.same(frame, { pages: { contact: { breadcrumb: 'Contact' } }, nav: { home: 'Home' }, footer: { risk: 'CFDs are complex instruments' } });
  t.equal(frameMessages(all), frame, 'made once per source object');
  t.ok(frameNamespaces.includes('nav') && !(frameNamespaces as readonly string[]).includes('academy'));
});

t.test('textVersion: worked examples, stable, differs when one character does', async (t) => {
  t.equal(textVersion(''), textVersion(''));
  t.match(textVersion('{"nav":{"home":"Home"}}'), /^[0-9a-z]{1,11}$/);
  t.not(textVersion('{"nav":{"home":"Home"}}'), textVersion('{"nav":{"home":"Homе"}}'), 'a Cyrillic е is another text');
  t.not(textVersion('ab'), textVersion('ba'));
});

t.test("a page family's bundle: the subtrees of its keys, once per (source, keys), named by its keys", async (t) => {
  const all = { academy: { title: 'Academy' }, faq: { forex: { q: 'What is forex?' }, mt4: { q: 'MT4?' } }, nav: { home: 'Home' } };
  const picked = pickMessages(all, ['academy', 'faq.forex', 'missing']);
  t.same(picked, { academy: { title: 'Academy' }, faq: { forex: { q: 'What is forex?' } } });
  t.equal(pickMessages(all, ['academy', 'faq.forex', 'missing']), picked, 'made once');
  t.equal(bundleOf(picked), 'academy,faq.forex,missing');
  t.equal(bundleOf(frameMessages(all)), 'frame');
  t.equal(bundleOf({ ...picked }), undefined, 'a copy is not a bundle (it stays in the hydration block)');
  t.same(bundleMessages(all, 'faq.mt4'), { faq: { mt4: { q: 'MT4?' } } });
  t.equal(bundleMessages(all, 'frame'), frameMessages(all));
  t.equal(messageAt(all, 'faq.forex.q'), 'What is forex?');
  t.equal(messageAt(all, 'nav.constructor'), undefined, 'own properties only');
  t.equal(messageAt(all, '__proto__'), undefined);
});

t.test('bundle URLs and back', async (t) => {
  t.equal(bundlePath('pt-br', 'frame', 'abc'), '/_i18n/pt-br/frame.json?v=abc');
  t.equal(bundlePath('en', 'about,entities', 'k2'), '/_i18n/en/pick.json?keys=about,entities&v=k2');
  t.equal(bundleOfPath('/_i18n/pt-br/frame.json?v=abc'), 'frame');
  t.equal(bundleOfPath('/_i18n/en/pick.json?keys=about,entities&v=k2'), 'about,entities');
  t.equal(bundleOfPath('/_i18n/en/pick.json?keys=a/b&v=k2'), undefined);
  t.equal(bundleOfPath('https://example.com/_i18n/en/frame.json?v=1'), undefined);
});
