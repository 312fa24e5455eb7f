import t from 'tap';
import { preloadFacesFor } from './font-faces.ts';

t.test('the faces a language preloads', async (t) => {
  t.same(preloadFacesFor('en'), ['latin']);
  t.same(preloadFacesFor('de'), ['latin']);
  t.same(preloadFacesFor('vi'), ['latin', 'vietnamese', 'latinExt'], 'Vietnamese letters sit inside Latin words: their cuts come together');
  t.same(preloadFacesFor('ar'), ['arabic', 'latin'], 'the script first, then Latin for names and figures');
  t.same(preloadFacesFor('th'), ['thai', 'latin']);
  t.same(preloadFacesFor('zh-Hans'), [], 'system CJK fonts');
  t.same(preloadFacesFor('zh-Hant'), []);
  t.same(preloadFacesFor('ko'), []);
});
