// The nextTick queue entry kept alive by tick-object-shape.ts is a real entry of this Node (the
// three symbol keys and the two named ones of its literal), and server/main.ts loads the module
// before any other. Its effect on speed is measured in bench/next-tick.ts.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { keptTickObject } from './tick-object-shape.ts';

t.test('the kept object is a nextTick queue entry', async (t) => {
  t.ok(keptTickObject, 'caught by the init hook');
  const entry = keptTickObject as Record<string | symbol, unknown>;
  t.same(
    Object.getOwnPropertySymbols(entry).map((s) => s.description),
    ['async_id_symbol', 'trigger_async_id_symbol', 'kAsyncContextFrame'],
    'the literal computed keys, in order',
  );
  t.same(Object.keys(entry), ['callback', 'args']);
  t.type(entry.callback, 'function');
});

t.test('server/main.ts loads it alone, and the server only after it runs', async (t) => {
  const source = readFileSync(new URL('./main.ts', import.meta.url), 'utf8');
  const staticImports = [...source.matchAll(/^import\s.*?['"]([^'"]+)['"];?$/gm)].map((m) => m[1]);
  t.same(staticImports, ['./tick-object-shape.ts'], 'no other module is parsed before it runs');
  t.match(source, /await import\('\.\/start\.ts'\)/, 'the server is imported afterwards');
});
