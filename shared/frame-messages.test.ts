import t from 'tap';
import { frameMessages, frameMessagesPath, frameNamespaces, textVersion } from './frame-messages.ts';

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
  t.equal(frameMessagesPath('pt-br', 'abc'), '/_i18n/pt-br/frame.json?v=abc');
});
