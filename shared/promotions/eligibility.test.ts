import t from 'tap';
import { entityById, entityForLocale } from '../company/entities.ts';
import { entityAllowsInducements, entityMayOffer } from './eligibility.ts';

t.test('the ASIC entity offers no inducement, the others do', async (t) => {
  t.equal(entityAllowsInducements(entityById('au')), false);
  t.equal(entityAllowsInducements(entityById('mu')), true);
  t.equal(entityAllowsInducements(entityById('vu')), true);
});

t.test('a deposit bonus is not offered on en-nz even if the data lists every entity', async (t) => {
  const bonus = { category: 'bonus', entities: ['au', 'vu', 'mu'] };
  t.equal(entityMayOffer(entityForLocale('en-nz'), bonus), false);
  t.equal(entityMayOffer(entityForLocale('en'), bonus), true);
  t.equal(entityMayOffer(entityForLocale('th'), bonus), true);
});

t.test('education is offered everywhere; a promotion limited to some entities stays there', async (t) => {
  t.equal(entityMayOffer(entityForLocale('zh-hans-nz'), { category: 'education' }), true);
  t.equal(entityMayOffer(entityForLocale('en'), { category: 'education', entities: ['vu'] }), false);
  t.equal(entityMayOffer(entityForLocale('ko'), { category: 'education', entities: ['vu'] }), true);
});
