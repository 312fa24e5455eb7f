import t from 'tap';
import { QuoteStore } from './quote-store.ts';
import { snapshotFor } from './use-quotes.ts';

const quote = (symbol: string, bid: number) => ({ symbol, bid, ask: bid + 0.0001, digits: 5, ts: 1_700_000_000_000 });

t.test('a section gets a new snapshot only when one of its own symbols ticks', (t) => {
  const store = new QuoteStore(() => 'ws://127.0.0.1:1/unused');
  const eurusd = snapshotFor(store, ['EURUSD']);
  const gbpusd = snapshotFor(store, ['GBPUSD']);
  const before = eurusd();
  t.equal(eurusd(), before, 'no quote yet: the same snapshot on every read');
  t.equal(before.quotes.size, 0, 'and it is empty');

  store.apply([quote('EURUSD', 1.0812)]);
  const afterEur = eurusd();
  t.not(afterEur, before, 'its symbol ticked: a new snapshot');
  t.equal(afterEur.quotes.get('EURUSD')?.quote.bid, 1.0812, 'holding the quote');
  t.equal(gbpusd(), gbpusd(), 'stable for a section that watches another symbol');
  t.equal(gbpusd().quotes.size, 0, 'which still sees no quote of its own');

  const gbpBefore = gbpusd();
  store.apply([quote('EURUSD', 1.0813)]);
  t.equal(gbpusd(), gbpBefore, 'another EURUSD tick leaves the GBPUSD section alone');
  t.not(eurusd(), afterEur, 'and renews the EURUSD one');

  store.apply([quote('GBPUSD', 1.2655)]);
  t.not(gbpusd(), gbpBefore, 'GBPUSD ticks: its section updates');
  t.equal(gbpusd().quotes.get('GBPUSD')?.quote.bid, 1.2655);
  t.end();
});

t.test('a section of several symbols updates when any of them ticks', (t) => {
  const store = new QuoteStore(() => 'ws://127.0.0.1:1/unused');
  const pair = snapshotFor(store, ['EURUSD', 'USDJPY']);
  store.apply([quote('EURUSD', 1.08)]);
  const first = pair();
  store.apply([quote('XAUUSD', 2300)]);
  t.equal(pair(), first, 'a symbol outside the set: unchanged');
  store.apply([quote('USDJPY', 151.2)]);
  t.not(pair(), first, 'the second symbol of the set: updated');
  t.end();
});

t.test('watching no symbols opens no socket; watching some does, and the last release closes it', (t) => {
  const store = new QuoteStore(() => 'ws://127.0.0.1:1/unused');
  const none = store.watch([]);
  t.equal(store.isOpen(), false, 'an empty watch leaves the store closed');
  none();
  t.equal(store.isOpen(), false, 'and its release is harmless');
  const eurusd = store.watch(['EURUSD']);
  const empty = store.watch([]);
  t.equal(store.isOpen(), true, 'a symbol opens it');
  empty();
  t.equal(store.isOpen(), true, 'an empty release does not close it under another watcher');
  eurusd();
  t.equal(store.isOpen(), false, 'the last real release closes it');
  t.end();
});
