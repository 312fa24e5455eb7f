// The server's entry point. First it keeps one nextTick queue entry alive (tick-object-shape.ts),
// then it loads the server (start.ts: start, listen, graceful shutdown). The server is imported
// dynamically because every static import is parsed before any module runs, and a GC while
// parsing hundreds of modules could come before the entry is caught.
import './tick-object-shape.ts';

await import('./start.ts');
