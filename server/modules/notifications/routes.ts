// The signed-in account's notifications, and marking them read.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../context.ts';
import { NoContent } from '../../http/openapi.ts';
import { requireViewer } from '../../http/session.ts';
import { countUnread, listNotifications, markAllRead, type Notification } from './service.ts';
import { getChannels, hasPhone, saveChannels } from './channels.ts';
import { ChannelsSchema, ChannelsView } from './schemas.ts';
import { readInput } from '../../http/input.ts';
import { POISHA } from '../../http/money.ts';
import { REJECTION_REASONS } from '../../../core/ad-lifecycle.ts';

const common = { id: z.number().int().positive(), link: z.string(), createdAt: z.string(), read: z.boolean() };
const NotificationSchema: z.ZodType<Notification> = z.discriminatedUnion('kind', [
  z.object({
    ...common,
    kind: z.literal('saved_search'),
    payload: z.object({ name: z.string(), count: z.number().int().nonnegative(), titles: z.array(z.string()) }),
  }),
  // A job application shortlisted or rejected.
  z.object({
    ...common,
    kind: z.literal('application_status'),
    payload: z.object({ title: z.string(), status: z.string() }),
  }),
  // Staff granted a membership or extended the one in force.
  z.object({
    ...common,
    kind: z.literal('membership_granted'),
    payload: z.object({ action: z.enum(['grant', 'extend']), variant_identifier: z.string(), ends_at: z.string() }),
  }),
  // Staff issued the user a voucher.
  z.object({
    ...common,
    kind: z.literal('voucher_issued'),
    payload: z.object({
      code: z.string(),
      discount_kind: z.enum(['fixed', 'percent']),
      discount_value: z
        .number()
        .int()
        .nonnegative()
        .meta({ description: `${POISHA} when discount_kind is fixed; a whole percentage when percent.` }),
      expires_at: z.string(),
    }),
  }),
  // A step of a doorstep order, told to its buyer or seller.
  z.object({
    ...common,
    kind: z.literal('order'),
    payload: z.object({
      number: z.string(),
      title: z.string(),
      step: z.string().meta({ description: 'The transition taken (confirm, deliver…), or placed, paid, complaint.' }),
    }),
  }),
  // A payment of the account's received (decision 262).
  z.object({
    ...common,
    kind: z.literal('payment'),
    payload: z.object({
      invoice: z.string(),
      amount_poisha: z
        .number()
        .int()
        .nonnegative()
        .meta({ description: `The amount paid, ${POISHA}.` }),
      context: z
        .string()
        .meta({ description: 'What the checkout was for: promotion, post_ad, edit_ad, omp, doorstep.' }),
    }),
  }),
  // A promotion of the seller's started or ended (decision 262).
  z.object({
    ...common,
    kind: z.literal('promotion'),
    payload: z.object({
      title: z.string(),
      kind: z.string().meta({ description: 'The promotion kind: top_ad, urgent_ad, bump_up…' }),
      step: z.enum(['started', 'ended']),
      ends_at: z.string().optional().meta({ description: 'When a started promotion ends.' }),
    }),
  }),
  // A decision about the seller's ad (decision 260).
  z.object({
    ...common,
    kind: z.literal('ad_status'),
    payload: z.object({
      title: z.string(),
      step: z.enum(['approved', 'rejected', 'expiring', 'expired']),
      reason: z.enum(REJECTION_REASONS).optional().meta({ description: 'Why a rejected ad was not approved.' }),
      saved: z
        .object({ bn: z.string(), en: z.string() })
        .nullable()
        .optional()
        .meta({ description: 'A saved rejection reason’s texts.' }),
      note: z.string().nullable().optional().meta({ description: 'The moderator’s note to the seller.' }),
      expires_at: z.string().optional().meta({ description: 'When an expiring ad’s days end.' }),
    }),
  }),
]);
const Notifications = z.object({ notifications: z.array(NotificationSchema), unread: z.number().int().nonnegative() });

const getNotifications = {
  summary: 'List the notifications',
  description:
    "The signed-in account's notifications, newest first, each with its kind's payload and link, and how many " +
    'are unread. Errors: `401 UNAUTHORIZED` without a session.',
  response: { 200: Notifications },
};
const postNotificationsRead = {
  summary: 'Mark every notification read',
  description: "Marks all of the signed-in account's notifications read. Errors: `401 UNAUTHORIZED` without a session.",
  response: { 204: NoContent },
};

const getChannelsRoute = {
  summary: 'Read how each kind of notification comes',
  description:
    "The signed-in account's channels per topic: every notification is in the app; each topic also comes by e-mail " +
    '(the digest) and by SMS as chosen, with defaults where nothing was chosen (e-mail on; SMS on for ad decisions ' +
    'only). Errors: `401 UNAUTHORIZED` without a session.',
  response: { 200: ChannelsView },
};
const putChannelsRoute = {
  summary: 'Choose how each kind of notification comes',
  description:
    'Saves the e-mail and SMS choice of the topics sent (the others keep theirs) for the signed-in account and ' +
    'answers every topic. Errors: `400 VALIDATION_FAILED` for an unknown or repeated topic, `401 UNAUTHORIZED` ' +
    'without a session.',
  body: ChannelsSchema,
  response: { 200: ChannelsView },
};

export async function notificationRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  app.get('/data/notifications', { schema: getNotifications }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const [notifications, unread] = await Promise.all([
      listNotifications(services.db, viewer.account.id),
      countUnread(services.db, viewer.account.id),
    ]);
    return reply.header('cache-control', 'private, no-store').send({ notifications, unread });
  });

  app.get('/data/notifications/channels', { schema: getChannelsRoute }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const [channels, phone] = await Promise.all([
      getChannels(services.db, viewer.account.id),
      hasPhone(services.db, viewer.account.id),
    ]);
    return reply.header('cache-control', 'private, no-store').send({ channels, has_phone: phone });
  });

  app.put('/data/notifications/channels', { schema: putChannelsRoute }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { channels: choices } = readInput(request, 'body');
    const channels = await saveChannels(services.db, viewer.account.id, choices);
    return reply
      .header('cache-control', 'private, no-store')
      .send({ channels, has_phone: await hasPhone(services.db, viewer.account.id) });
  });

  app.post('/data/notifications/read', { schema: postNotificationsRead }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    await markAllRead(services.db, viewer.account.id);
    return reply.status(204).send();
  });
}
