// Keeps one of Node's process.nextTick queue entries alive for the life of the process.
//
// Why: nextTick builds each entry as an object literal with computed symbol keys
// ({ [async_id_symbol]: ..., [trigger_async_id_symbol]: ..., [kAsyncContextFrame]: ..., callback,
// args }). V8 remembers the hidden class of each computed-key store weakly. The queue is usually
// empty, so a major GC during start-up can free those hidden classes; the next entry then gets
// new ones, the store sites go megamorphic for good, and optimized nextTick calls the runtime for
// every entry: ~350 instead of ~60 ns a call (bench/next-tick.ts), several calls per request.
// Whether that GC falls in the window decided whether a process served cached pages at ~28 or
// ~40 µs a request (perf, #35). An entry that stays alive keeps its hidden classes alive, so
// every process starts in the fast state.
//
// The entry is caught with an async_hooks init hook, enabled for one nextTick call at start-up
// and disabled at once. server/main.ts imports this module alone, then the server dynamically.
import { createHook } from 'node:async_hooks';

function catchTickObject(): object | undefined {
  let caught: object | undefined;
  const hook = createHook({
    init(_id, type, _trigger, resource) {
      if (type === 'TickObject' && caught === undefined) caught = resource as object;
    },
  });
  hook.enable();
  try {
    process.nextTick(() => {});
  } finally {
    hook.disable();
  }
  return caught;
}

/** The queue entry kept alive (undefined if a future Node builds entries another way: then this is a no-op). */
export const keptTickObject = catchTickObject();
