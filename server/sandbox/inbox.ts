// The sandbox's contact inbox: every message the contact form delivered to the sandbox upstream
// (/sandbox/inbox as HTML, /sandbox/inbox.json for tests and scripts).
import type { FastifyInstance } from 'fastify';
import type { SandboxState } from './state.ts';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export async function sandboxInbox(app: FastifyInstance, options: { state: SandboxState }): Promise<void> {
  const { state } = options;
  app.get('/inbox.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { messages: state.contactMessages.map(({ idempotencyKey: _k, ...m }) => m) };
  });
  app.get('/inbox', async (_request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    const rows = [...state.contactMessages]
      .reverse()
      .map((m) => `<tr><td>${escape(m.ticket)}</td><td>${escape(m.receivedAt)}</td><td>${escape(m.name)}</td><td>${escape(m.email)}</td><td>${escape(m.phone)}</td><td>${escape(m.topic)}</td><td>${escape(m.locale)}</td><td style="white-space:pre-wrap">${escape(m.message)}</td></tr>`)
      .join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Sandbox contact inbox</title></head>
<body><main><h1>Sandbox contact inbox</h1><p>Messages the contact form delivered to the sandbox upstream (${state.contactMessages.length}).</p>
<table id="inbox"><thead><tr><th>Ticket</th><th>Received</th><th>Name</th><th>Email</th><th>Phone</th><th>Topic</th><th>Locale</th><th>Message</th></tr></thead><tbody>${rows || '<tr><td colspan="8">(empty)</td></tr>'}</tbody></table></main></body></html>`;
  });
}
