// The /data/chat/* calls (spec section 7) and the chat socket. Every input is parsed by its schema and every answer
// has an explicit shape, both declared in route-schemas.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../core/errors.ts';
import type { AppServices } from '../../context.ts';
import type { PubSub } from '../../adapters/pubsub.ts';
import { localeFromAcceptLanguage } from '../../http/locale.ts';
import { readInput } from '../../http/input.ts';
import { requireViewer } from '../../http/session.ts';
import { pictureUploadGuard, storeUpload } from '../media/index.ts';
import { getConversation, listConversations, startConversation } from './conversations.ts';
import { chatSummary } from './counts.ts';
import { listMessages, sendMessage } from './messages.ts';
import { inboundChannel, metaChannel, type ChatDeps } from './model.ts';
import { deleteConversations, markConversation, reportConversation, setBlocked } from './participants.ts';
import {
  deleteChatConversations,
  getChatConfig,
  getChatConversation,
  getChatConversations,
  getChatMessages,
  getSupportConversation,
  getSupportInbox,
  postChatAuth,
  postChatConversation,
  postChatPictures,
  postChatReports,
  postChatSupport,
  postChatUsersBlock,
  postSupportConversation,
} from './route-schemas.ts';
import { registerChatSocket } from './socket.ts';
import {
  answerSupport,
  markSupportSeen,
  openSupportConversation,
  supportConversation,
  supportInbox,
} from './support.ts';
import { issueChatToken } from './tokens.ts';

/** Spec section 9: post-ad image max size 5 (MB); chat pictures take the same limit. */
const PICTURE_BYTES = 5 * 1024 * 1024;

export async function chatRoutes(app: FastifyInstance, services: AppServices & { pubsub: PubSub }): Promise<void> {
  const deps: ChatDeps = services;
  const locale = (request: FastifyRequest) => localeFromAcceptLanguage(request.headers['accept-language']);
  const noStore = 'private, no-store';

  app.get('/data/chat/config', { schema: getChatConfig }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const summary = await chatSummary(services.db, viewer.account.id);
    return reply.header('cache-control', noStore).send({
      inbound_channel: inboundChannel(viewer.account.id),
      meta_channel: metaChannel(viewer.account.id),
      has_offer_conversations: summary.hasOffers,
      unread_count: summary.unread,
      socket_path: '/data/chat/socket',
    });
  });

  app.post('/data/chat/v2/auth', { schema: postChatAuth }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const token = await issueChatToken(
      services.db,
      { userId: viewer.account.id, sessionId: viewer.sessionId },
      services.config.CHAT_TOKEN_SECONDS,
    );
    return reply.header('cache-control', 'no-store').send(token);
  });

  app.get('/data/chat/conversations', { schema: getChatConversations }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const query = readInput(request, 'querystring');
    const page = await listConversations(
      services.db,
      viewer.account.id,
      { limit: query.limit, lastKey: query.last_key, kind: query.kind },
      locale(request),
    );
    return reply.header('cache-control', noStore).send(page);
  });

  app.get('/data/chat/conversation', { schema: getChatConversation }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const query = readInput(request, 'querystring');
    const by = 'ad_id' in query ? { adId: query.ad_id } : { name: query.conversation };
    const conversation = await getConversation(services.db, viewer.account.id, by, locale(request));
    return reply.header('cache-control', noStore).send(conversation);
  });

  app.post('/data/chat/conversation', { schema: postChatConversation }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const body = readInput(request, 'body');
    const userId = viewer.account.id;
    if ('ad_id' in body) {
      const { conversation, created } = await startConversation(deps, userId, body.ad_id, locale(request));
      return reply.status(created ? 201 : 200).send(conversation);
    }
    if (body.user_id !== undefined && body.user_id !== userId) throw new AppError('FORBIDDEN');
    if (body.publish_message && body.last_message) {
      const { text, client_key, image_id, offer } = body.last_message;
      await sendMessage(deps, userId, body.conversation, {
        clientKey: client_key,
        text,
        imageId: image_id,
        offerAmount: offer?.amount,
      });
    }
    if (body.last_seen_at !== undefined || body.last_delivered_at !== undefined) {
      await markConversation(deps, userId, body.conversation, {
        lastSeenAt: body.last_seen_at,
        lastDeliveredAt: body.last_delivered_at,
      });
    }
    return reply.send(await getConversation(services.db, userId, { name: body.conversation }, locale(request)));
  });

  app.get('/data/chat/messages', { schema: getChatMessages }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const query = readInput(request, 'querystring');
    const page = await listMessages(services.db, viewer.account.id, query.conversation_name, {
      limit: query.limit,
      lastMessageAt: query.last_message_at,
      lastDeletedAt: query.last_deleted_at,
    });
    return reply.header('cache-control', noStore).send(page);
  });

  app.delete('/data/chat/conversations', { schema: deleteChatConversations }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { conversations } = readInput(request, 'body');
    await deleteConversations(services.db, viewer.account.id, conversations);
    return reply.status(204).send();
  });

  app.post('/data/chat/users/block', { schema: postChatUsersBlock }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const body = readInput(request, 'body');
    const ids = body.users_list.map((user) => user.account_id);
    await setBlocked(deps, viewer.account.id, ids, body.block);
    return reply.status(204).send();
  });

  app.post('/data/chat/reports', { schema: postChatReports }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const body = readInput(request, 'body');
    await reportConversation(services.db, viewer.account.id, body.conversation, body.reason);
    return reply.status(204).send();
  });

  // The help chat with Haat support (support.ts): the visitor opens their conversation and then uses the calls above;
  // staff read the inbox and answer as Haat support.
  app.post('/data/chat/support', { schema: postChatSupport }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { conversation, created } = await openSupportConversation(services, viewer.account.id, locale(request));
    return reply.status(created ? 201 : 200).send(conversation);
  });

  app.get('/data/chat/support/inbox', { schema: getSupportInbox }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const query = readInput(request, 'querystring');
    const options = { limit: query.limit, lastKey: query.last_key };
    const page = await supportInbox(services.db, viewer.account.id, options, locale(request));
    return reply.header('cache-control', noStore).send(page);
  });

  app.get('/data/chat/support/conversation', { schema: getSupportConversation }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { conversation } = readInput(request, 'querystring');
    const found = await supportConversation(services.db, viewer.account.id, conversation, locale(request));
    return reply.header('cache-control', noStore).send(found);
  });

  app.post('/data/chat/support/conversation', { schema: postSupportConversation }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const body = readInput(request, 'body');
    const staffId = viewer.account.id;
    if (body.last_message) {
      const { text, client_key } = body.last_message;
      await answerSupport(deps, staffId, body.conversation, { clientKey: client_key, text });
    }
    if (body.last_seen_at !== undefined) await markSupportSeen(deps, staffId, body.conversation, body.last_seen_at);
    return reply.send(await supportConversation(services.db, staffId, body.conversation, locale(request)));
  });

  // A picture for a chat message: the raw image as the body; the answer names it for the message's image_id.
  app.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: PICTURE_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/data/chat/pictures',
    { onRequest: pictureUploadGuard(services), schema: postChatPictures },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError('VALIDATION_FAILED', [{ path: 'body', message: 'send the picture as image/*' }]);
      }
      const picture = await storeChatPicture(services, viewer.account.id, request.body);
      return reply.status(201).send(picture);
    },
  );

  await registerChatSocket(app, services);
}

/**
 * Stores an uploaded picture as the sender's own, for one of their messages: the same upload as an ad picture
 * (same checks, same line of picture work); callers check the upload limits first (pictureUploadGuard).
 */
export async function storeChatPicture(
  services: Pick<AppServices, 'db' | 'storage'>,
  userId: number,
  body: Buffer,
): Promise<{ id: number; base_uri: string }> {
  const picture = await storeUpload(services, userId, body);
  return { id: picture.id, base_uri: `/media/${picture.key}` };
}
