// The in-process ceiling for bench/ssr.ts: the site, started as server/main.ts starts it (PORT),
// and in the same process bench/static-server.ts itself (same arguments, same /br-same handler)
// on a second port. Both write the same bytes; the second one uses nothing of the site but its
// process: its heap, its loaded code, its timers, and Node's own HTTP and stream functions after
// the site has used them. Against the bare ceiling it shows what the site's process costs a
// handler; against the site's lane, what the lane adds (both across processes, so within this
// machine's 10-25% process-to-process spread).
//   node bench/static-in-site-server.ts <page.html> <port> <headers.json>   (the site: PORT)
await import('../server/main.ts');
await import('./static-server.ts');
