// A stand-in for the external client portal: any /sandbox/portal/* page shows which page was
// asked for and with which query (registration redirect, campaign_code, language, ...).
import type { FastifyInstance } from 'fastify';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export async function sandboxPortal(app: FastifyInstance): Promise<void> {
  const page = async (request: { url: string }, reply: { type(t: string): unknown; header(k: string, v: string): unknown }) => {
    const url = new URL(request.url, 'http://sandbox.invalid');
    const pageName = url.pathname.replace(/^.*?\/sandbox\/portal\/?/, '') || '(home)';
    const rows = [...url.searchParams].map(([k, v]) => `<tr><th>${escape(k)}</th><td>${escape(v)}</td></tr>`).join('');
    reply.type('text/html; charset=utf-8');
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Sandbox client portal</title></head>
<body><main><h1>Sandbox client portal</h1><p>This page stands in for the broker's client portal.</p>
<p>Page: <code id="portal-page">${escape(pageName)}</code></p>
<table id="portal-query"><tbody>${rows || '<tr><td>(no query)</td></tr>'}</tbody></table></main></body></html>`;
  };
  app.get('/', page);
  app.get('/*', page);
}
