// The chat socket, GET /data/chat/socket (spec sections 4 and 8). JSON text frames:
//
//   client → server                                        server → client
//   { type: 'auth', token }                                { type: 'ready', user_id, inbound_channel, meta_channel }
//   { type: 'publish', ref, channel, client_key, text,     { type: 'ack', ref, message, duplicate } once stored
//     image_id?, offer?: { amount } }
//   { type: 'typing', channel }                            events of the user's inbound and meta channels:
//   { type: 'seen' | 'delivered', channel, timestamp }       message, typing, seen, delivered, blocked, unblocked
//   { type: 'sync', known: { [channel]: seq } }            { type: 'synced', ref, messages, more }
//   { type: 'ping' }                                       { type: 'pong' }
//                                                          { type: 'error', ref?, status, code, message,
//                                                            retry_after? (seconds, with RATE_LIMITED) }
//
// The identity token from POST /data/chat/v2/auth opens the socket. Once it has run out, every request answers 403
// "Token is expired." (spec section 8): the client fetches a new token, sends `auth` again and resends; any other
// 403 on a publish means the conversation is blocked. A publish is acknowledged only after it is committed, and a
// resend with the same client_key answers the stored message, so a client resends whatever was not acknowledged
// when the connection dropped, then sends `sync` with the last sequence it has of each conversation.
import websocket from '@fastify/websocket';
import { collectedGauge } from '../../adapters/metrics.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { errorMessages } from '../../../core/error-messages.ts';
import { AppError } from '../../../core/errors.ts';
import { formatMessage } from '../../../core/i18n.ts';
import type { PubSub } from '../../adapters/pubsub.ts';
import type { AppServices } from '../../context.ts';
import { localeFromAcceptLanguage } from '../../http/locale.ts';
import { isOwnOrigin } from '../../http/session.ts';
import { ClientKeySchema, MessageTextSchema, OfferAmountSchema } from './schemas.ts';
import { messagesAfter, sendMessage } from './messages.ts';
import { inboundChannel, metaChannel, type ChatDeps } from './model.ts';
import { announceTyping, markConversation } from './participants.ts';
import { supportAccountFor } from './support.ts';
import { type ChatIdentity, verifyChatToken } from './tokens.ts';
import { isSessionAlive } from '../accounts/index.ts';

const Channel = z.string().min(1).max(64);
const Ref = z.union([z.string().max(64), z.number()]).optional();
const ClientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), ref: Ref, token: z.string().min(1).max(2048) }),
  z.object({
    type: z.literal('publish'),
    ref: Ref,
    channel: Channel,
    client_key: ClientKeySchema,
    text: MessageTextSchema.default(''),
    image_id: z.number().int().positive().optional(),
    offer: z.object({ amount: OfferAmountSchema }).optional(),
  }),
  z.object({ type: z.literal('typing'), ref: Ref, channel: Channel }),
  z.object({ type: z.enum(['seen', 'delivered']), ref: Ref, channel: Channel, timestamp: z.number().int().min(0) }),
  z.object({ type: z.literal('sync'), ref: Ref, known: z.record(Channel, z.number().int().min(0)) }),
  z.object({ type: z.literal('ping'), ref: Ref }),
]);
type ClientFrame = z.infer<typeof ClientFrame>;

/** A client that has not answered a ping within this time is gone (a phone that lost its network). */
const HEARTBEAT_MS = 30_000;
/** A client that does not read what it is sent is cut off rather than kept in memory. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const MAX_FRAME_BYTES = 16 * 1024;
/** How often an open socket makes sure the session behind its token still lives (a logout ends it within this). */
const SESSION_CHECK_MS = 60_000;

export async function registerChatSocket(
  app: FastifyInstance,
  services: AppServices & { pubsub: PubSub },
): Promise<void> {
  const deps: ChatDeps = services;
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });

  const alive = new WeakSet<WebSocket>();
  const heartbeat = setInterval(() => {
    for (const socket of app.websocketServer.clients) {
      if (!alive.has(socket)) {
        socket.terminate();
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  collectedGauge('chat_sockets_open', 'Open chat WebSockets in this process.', [], () => [
    { value: app.websocketServer.clients.size },
  ]);
  app.addHook('onClose', async () => clearInterval(heartbeat));
  // Closing the server closes the sockets: the clients reconnect to another process and catch up.
  app.addHook('preClose', async () => {
    for (const socket of app.websocketServer.clients) socket.close(1012, 'server restarting');
  });

  // Cross-site WebSocket hijacking (ASVS V4.4.2): a browser sends the page's Origin with the handshake, so a socket
  // opened by another site's page is refused before the upgrade. The apps send no Origin and are let through; every
  // socket still authenticates with a chat token before anything else (V4.4.4).
  const checkOrigin = async (request: FastifyRequest) => {
    const { origin } = request.headers;
    if (origin !== undefined && !isOwnOrigin(origin, request, services.config.TRUSTED_ORIGINS)) {
      throw new AppError('CSRF_REJECTED');
    }
  };

  app.get('/data/chat/socket', { websocket: true, onRequest: checkOrigin }, (socket, request) => {
    const locale = localeFromAcceptLanguage(request.headers['accept-language']);
    let identity: ChatIdentity | null = null;
    let sessionCheckedAt = 0;
    let unsubscribe: (() => void)[] = [];
    // Frames are handled one at a time, in order: a client's messages are stored in the order it sent them.
    let queue: Promise<void> = Promise.resolve();
    alive.add(socket);
    socket.on('pong', () => alive.add(socket));

    const send = (frame: unknown) => {
      if (socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        socket.terminate();
        return;
      }
      socket.send(JSON.stringify(frame));
    };
    const fail = (ref: ClientFrame['ref'], error: unknown) => {
      if (!(error instanceof AppError)) request.log.error({ err: error }, 'chat socket frame failed');
      const known = error instanceof AppError ? error : new AppError('INTERNAL');
      // TOKEN_EXPIRED keeps the spec's English wording in every language: clients match on it.
      const message = formatMessage(errorMessages, known.code === 'TOKEN_EXPIRED' ? 'en' : locale, known.code);
      send({
        type: 'error',
        ...(ref === undefined ? {} : { ref }),
        status: known.status,
        code: known.code,
        message,
        ...(known.retryAfterSeconds ? { retry_after: known.retryAfterSeconds } : {}),
        ...(known.violations ? { violations: known.violations } : {}),
      });
    };
    const leave = () => {
      for (const stop of unsubscribe) stop();
      unsubscribe = [];
    };

    async function authenticate(token: string): Promise<void> {
      const next = await verifyChatToken(services.db, token);
      if (identity?.userId !== next.userId) {
        leave();
        // Events reach a socket only while its session lives: when a check is due, they wait for it in the queue.
        const forward = (event: unknown) => {
          if (services.clock.now().getTime() - sessionCheckedAt < SESSION_CHECK_MS) return send(event);
          queue = queue.then(checkSession).then(
            () => {
              if (identity) send(event);
            },
            (error: unknown) => fail(undefined, error),
          );
        };
        // Staff also get the support inbox: what visitors write to Haat support and what other staff answer.
        const support = await supportAccountFor(services.db, next.userId);
        const accounts = support === null ? [next.userId] : [next.userId, support];
        unsubscribe = await Promise.all(
          accounts.flatMap((account) => [
            services.pubsub.subscribe(inboundChannel(account), forward),
            services.pubsub.subscribe(metaChannel(account), forward),
          ]),
        );
        // The socket may have closed while the subscriptions were being made.
        if (socket.readyState !== socket.OPEN) leave();
      }
      identity = next;
      sessionCheckedAt = services.clock.now().getTime();
    }

    /** Signs the socket out once the session behind its token has ended (looked up at most once a minute). */
    async function checkSession(): Promise<void> {
      const now = services.clock.now().getTime();
      if (!identity || now - sessionCheckedAt < SESSION_CHECK_MS) return;
      if (!(await isSessionAlive(services.db, identity.sessionId, identity.userId))) {
        identity = null;
        leave();
        throw new AppError('UNAUTHORIZED');
      }
      sessionCheckedAt = now;
    }

    /**
     * The signed-in user, or 401 before `auth` or once the token's session has ended, and 403 "Token is expired."
     * after the token has run out.
     */
    const user = async (): Promise<number> => {
      const current = identity;
      if (!current) throw new AppError('UNAUTHORIZED');
      if (Date.now() >= current.expiresAt) throw new AppError('TOKEN_EXPIRED');
      await checkSession();
      return current.userId;
    };

    async function handle(frame: ClientFrame): Promise<void> {
      switch (frame.type) {
        case 'auth': {
          await authenticate(frame.token);
          const userId = await user();
          send({
            type: 'ready',
            ref: frame.ref,
            user_id: userId,
            inbound_channel: inboundChannel(userId),
            meta_channel: metaChannel(userId),
          });
          return;
        }
        case 'publish': {
          const { message, duplicate } = await sendMessage(deps, await user(), frame.channel, {
            clientKey: frame.client_key,
            text: frame.text,
            imageId: frame.image_id,
            offerAmount: frame.offer?.amount,
          });
          send({ type: 'ack', ref: frame.ref, message, duplicate });
          return;
        }
        case 'typing':
          await announceTyping(deps, await user(), frame.channel);
          return;
        case 'seen':
        case 'delivered':
          await markConversation(
            deps,
            await user(),
            frame.channel,
            frame.type === 'seen' ? { lastSeenAt: frame.timestamp } : { lastDeliveredAt: frame.timestamp },
          );
          return;
        case 'sync':
          send({ type: 'synced', ref: frame.ref, ...(await messagesAfter(services.db, await user(), frame.known)) });
          return;
        case 'ping':
          send({ type: 'pong', ref: frame.ref });
          return;
      }
    }

    socket.on('message', (data, isBinary) => {
      let frame: ClientFrame;
      try {
        if (isBinary) throw new AppError('VALIDATION_FAILED');
        const parsed = ClientFrame.safeParse(JSON.parse(String(data)));
        if (!parsed.success) {
          throw new AppError(
            'VALIDATION_FAILED',
            parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
          );
        }
        frame = parsed.data;
      } catch (error) {
        fail(undefined, error instanceof AppError ? error : new AppError('VALIDATION_FAILED'));
        return;
      }
      queue = queue.then(() => handle(frame).catch((error: unknown) => fail(frame.ref, error)));
    });
    socket.on('close', leave);
  });
}
