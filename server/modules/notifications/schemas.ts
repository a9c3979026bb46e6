// The inputs and outputs of the channel choice (decision 262): one schema for the /data/* call and the settings form.
import { z } from 'zod';
import { NOTICE_TOPICS } from '../../../core/notification-channels.ts';

export const ChannelSchema = z.object({
  topic: z.enum(NOTICE_TOPICS).meta({
    description:
      'ads: decisions about your ads; payments: payments received; promotions: promotions started and ended, ' +
      'vouchers; orders: doorstep orders; other: saved-search alerts, job applications, memberships.',
  }),
  email: z.boolean().meta({ description: 'Also in the e-mail digest.' }),
  sms: z.boolean().meta({ description: 'Also by SMS, to the account’s phone number.' }),
});

/** The choice as sent: one entry per topic to change; a topic left out keeps its choice. */
export const ChannelsSchema = z.object({
  channels: z
    .array(ChannelSchema)
    .max(NOTICE_TOPICS.length)
    .refine((list) => new Set(list.map((c) => c.topic)).size === list.length, { message: 'duplicate_topic' }),
});

export const ChannelsView = z.object({
  channels: z.array(ChannelSchema).meta({ description: 'Every topic, in the order the settings show them.' }),
  has_phone: z.boolean().meta({ description: 'Whether the account has a phone number an SMS can go to.' }),
});
