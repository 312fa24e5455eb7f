import t from 'tap';
import { loadConfig } from '../../config.ts';
import { buildCsp, mergeCspExtra } from '../../plugins/security.ts';
import { loadThirdPartyConfig, thirdPartyClientConfig, thirdPartyCsp } from './config.ts';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

t.test('all off by default: nothing for the browser, nothing added to the CSP', async (t) => {
  const c = loadThirdPartyConfig({});
  t.same(thirdPartyClientConfig(c), {});
  t.same(thirdPartyCsp(c), {});
  const base = loadConfig({});
  t.equal(buildCsp(base, mergeCspExtra(thirdPartyCsp(c))), buildCsp(base), 'the same policy as without the feature');
});

t.test('configured scripts: exactly their hosts, still no unsafe-inline script', async (t) => {
  const c = loadThirdPartyConfig({
    GTM_ID: 'GTM-ABC123',
    TRANSLATE_WIDGET_URL: 'https://translate.example.net/widget.js?x=1',
    CHAT_WIDGET_URL: 'https://chat.example.org/loader.js',
    THIRD_PARTY_CONNECT_HOSTS: 'wss://chat-api.example.org',
    THIRD_PARTY_FRAME_HOSTS: 'https://chat.example.org',
  });
  t.same(thirdPartyClientConfig(c), {
    gtmId: 'GTM-ABC123',
    gtmUrl: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
    translateWidgetUrl: 'https://translate.example.net/widget.js?x=1',
    chatWidgetUrl: 'https://chat.example.org/loader.js',
  });
  const csp = buildCsp(loadConfig({}), mergeCspExtra(thirdPartyCsp(c), { scriptHosts: ["'nonce-x'"] }));
  t.equal(directive(csp, 'script-src'), "script-src 'self' https://www.googletagmanager.com https://translate.example.net https://chat.example.org 'nonce-x'");
  t.match(directive(csp, 'connect-src'), /wss:\/\/chat-api\.example\.org/);
  t.equal(directive(csp, 'frame-src'), "frame-src 'self' https://chat.example.org");
  t.notMatch(directive(csp, 'script-src'), /unsafe-inline/);
});

t.test('only the tag manager', async (t) => {
  const c = loadThirdPartyConfig({ GTM_ID: 'GTM-XYZ9' });
  t.same(thirdPartyCsp(c).scriptHosts, ['https://www.googletagmanager.com']);
});

t.test('bad values are refused with the variable named', async (t) => {
  t.throws(() => loadThirdPartyConfig({ GTM_ID: 'UA-1234' }), /GTM_ID/);
  t.throws(() => loadThirdPartyConfig({ CHAT_WIDGET_URL: 'http://chat.example.org/x.js' }), /CHAT_WIDGET_URL/, 'https only');
  t.throws(() => loadThirdPartyConfig({ TRANSLATE_WIDGET_URL: 'javascript:alert(1)' }), /TRANSLATE_WIDGET_URL/);
  t.throws(() => loadThirdPartyConfig({ THIRD_PARTY_CONNECT_HOSTS: 'https://ok.example, ftp://x' }), /THIRD_PARTY_CONNECT_HOSTS/);
});
