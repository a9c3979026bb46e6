// A stand-in for a Sentry-compatible service on loopback: accepts envelopes at /api/<project>/envelope/ and keeps
// the events they carry, so tests can see what error reporting sends.
import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';

export interface ErrorReceiver {
  /** The DSN to configure (SENTRY_DSN). */
  dsn: string;
  /** Every event received, as sent (the envelope's event items). */
  events: Record<string, unknown>[];
  /** Everything received, raw, to search for data that must not be there. */
  raw: string[];
  close(): Promise<void>;
}

export async function startErrorReceiver(): Promise<ErrorReceiver> {
  const events: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || !/^\/api\/\d+\/envelope\/?/.test(request.url ?? '')) {
        response.writeHead(404).end();
        return;
      }
      const body = Buffer.concat(chunks);
      const text = (request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
      raw.push(text);
      // Envelope: a header line, then pairs of item header and item payload lines.
      const lines = text.split('\n').filter(Boolean);
      for (let i = 1; i + 1 < lines.length; i += 2) {
        const item = JSON.parse(lines[i] ?? '{}') as { type?: string };
        if (item.type === 'event') events.push(JSON.parse(lines[i + 1] ?? '{}') as Record<string, unknown>);
      }
      // Browsers post from the site's origin, as to Sentry, which allows any.
      response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    events,
    raw,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
