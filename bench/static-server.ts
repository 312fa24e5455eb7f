// The ceilings for bench/ssr.ts: a bare node:http server replying with fixed bytes (the page
// rendered once), as is and pre-compressed with brotli (quality 11). No framework: this is the
// most a Node process can serve these bytes at. Given a JSON file of [name, value] pairs (the
// headers of the site's own cache hit), /br-same sends the brotli body with exactly those headers:
// the same bytes as the site, headers included, so the ratio measures the server and not what a
// longer header block costs the client and the kernel.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';

const [file, port, headersFile] = process.argv.slice(2);
const body = readFileSync(file!);
const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const html = 'text/html; charset=utf-8';
const sameHeaders: string[] = headersFile ? [...(JSON.parse(readFileSync(headersFile, 'utf8')) as [string, string][]).flat(), 'content-length', String(br.length)] : [];
createServer((req, res) => {
  if (req.url === '/br') res.writeHead(200, { 'content-type': html, 'content-encoding': 'br', 'content-length': br.length }).end(br);
  else if (req.url === '/br-same') res.writeHead(200, sameHeaders).end(br);
  else if (req.url === '/plain') res.writeHead(200, { 'content-type': html, 'content-length': body.length }).end(body);
  else if (req.url === '/healthz') res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  else res.writeHead(404).end();
}).listen(Number(port), '127.0.0.1');
