import t from 'tap';
import { activeTimelineItems, desktopTimelineActive, lockIconSwitched, mobileTimelineActive, timelineScroll } from './timeline.ts';

t.test('desktop: active when scroll >= value', async (t) => {
  t.equal(desktopTimelineActive(1099, 1100), false);
  t.equal(desktopTimelineActive(1100, 1100), true);
  t.same(activeTimelineItems(1300, 'desktop'), [true, true, false, false]);
  t.same(activeTimelineItems(0, 'desktop'), [false, false, false, false]);
  t.same(activeTimelineItems(5000, 'desktop'), [true, true, true, true]);
});

t.test('mobile: active when scroll >= value + 150 x index', async (t) => {
  t.equal(mobileTimelineActive(1100, 1100, 0), true);
  t.equal(mobileTimelineActive(1300, 1300, 1), false);
  t.equal(mobileTimelineActive(1450, 1300, 1), true);
  t.same(activeTimelineItems(1449, 'mobile'), [true, false, false, false]);
  t.same(activeTimelineItems(1450, 'mobile'), [true, true, false, false]);
  t.same(activeTimelineItems(1700 + 450, 'mobile'), [true, true, true, true]);
  t.equal(timelineScroll.length, 4);
});

t.test('lock icon switches at 2500', async (t) => {
  t.equal(lockIconSwitched(2499), false);
  t.equal(lockIconSwitched(2500), true);
});
