// The in-process ceiling for bench/ssr.ts: the site, started as server/main.ts starts it (PORT),
// and in the same process the bare /br-same handler of bench/static-server.ts on a second port.
// Both write the same bytes; the second one uses nothing of the site but its process: its heap,
// its loaded code, its timers, and Node's own HTTP and stream functions after the site has used
// them. Against the bare ceiling it shows what the site's process costs a handler; against the
// site's lane, what the lane adds (both across processes, so within this machine's 10-25%
// process-to-process spread).
//   node bench/static-in-site-server.ts <page.html> <port> <headers.json>   (the site: PORT)
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';

const [file, port, headersFile] = process.argv.slice(2);
const br = brotliCompressSync(readFileSync(file!), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const sameHeaders: string[] = [...(JSON.parse(readFileSync(headersFile!, 'utf8')) as [string, string][]).flat(), 'content-length', String(br.length)];

await import('../server/main.ts');

createServer((req, res) => {
  if (req.url === '/br-same') res.writeHead(200, sameHeaders).end(br);
  else if (req.url === '/healthz') res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  else res.writeHead(404).end();
}).listen(Number(port), '127.0.0.1');
