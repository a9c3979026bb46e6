// What every payment stand-in's HTTP server needs: a loopback listener whose close() also drops the
// connections a `timeout` fault keeps hanging, request bodies, JSON answers, escaped HTML and the faults endpoint.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { z } from 'zod';
import type { StandInFault } from './stand-in.ts';

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export const sendJson = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

export const sendHtml = (response: ServerResponse, html: string) =>
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const FaultsSchema = z.object({
  faults: z.array(
    z.enum([
      'timeout',
      'server-error',
      'changed-amount',
      'lost-callback',
      'late-ipn',
      'duplicate-ipn',
      'callback-before-ipn',
      'no-ipn',
      'lost-refund-answer',
    ] as const satisfies readonly StandInFault[]),
  ),
});

/** `POST {baseUrl}/__stand-in/faults` with `{ "faults": [...] }`: the faults of the next checkouts, or null if not one. */
export function readFaults(body: string): StandInFault[] | null {
  try {
    const parsed = FaultsSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data.faults : null;
  } catch {
    return null;
  }
}

export interface LoopbackServer {
  /** http://host:port */
  readonly origin: string;
  close(): Promise<void>;
}

/** Serves `handle` on a loopback port (0: any free one); a handler that throws answers 500. */
export async function listenOnLoopback(
  options: { host?: string; port?: number },
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<unknown>,
): Promise<LoopbackServer> {
  const host = options.host ?? '127.0.0.1';
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) sendJson(response, 500, { message: 'Internal Server Error' });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
