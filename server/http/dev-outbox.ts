// The dev outbox page (/dev/outbox): the SMS and e-mails that would have been sent, newest first, so that one-time
// codes can be read on a laptop, in the demo and in browser tests. It exists only while a stand-in serves SMS or
// e-mail (STAND_INS, never by default in production; decision 54): anyone who can read it can read reset links.
import type { FastifyInstance } from 'fastify';
import type { Outbox } from '../adapters/outbox.ts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function registerDevOutbox(app: FastifyInstance, outbox: Outbox): void {
  app.get('/dev/outbox', async (request, reply) => {
    const messages = outbox.list();
    void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    if (request.headers.accept?.includes('application/json')) return reply.send({ messages });
    const items = messages
      .map(
        (m) =>
          `<li><p><strong>${m.channel.toUpperCase()}</strong> to <code>${escape(m.to)}</code> at ${m.sentAt.toISOString()}` +
          `${m.subject ? ` — ${escape(m.subject)}` : ''}</p><pre>${escape(m.text)}</pre></li>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
          `<title>Dev outbox</title><h1>Dev outbox</h1><p>Messages are not really sent: no SMS or e-mail gateway ` +
          `is configured.</p><ol>${items || '<li>No messages yet.</li>'}</ol></html>`,
      );
  });
}
