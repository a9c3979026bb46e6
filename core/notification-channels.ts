// How a person is told (decision 262): every notification is in the app; each topic also comes by e-mail (in the
// digest) and by SMS as the person chooses. A topic groups kinds of notification a person thinks of as one.

/** The topics of the channel choice, in the order the settings show them. */
export const NOTICE_TOPICS = ['ads', 'payments', 'promotions', 'orders', 'other'] as const;
export type NoticeTopic = (typeof NOTICE_TOPICS)[number];

/** The kinds of notification (migrations 006…060), each in one topic. */
export const NOTICE_KIND_TOPIC = {
  ad_status: 'ads',
  payment: 'payments',
  promotion: 'promotions',
  voucher_issued: 'promotions',
  order: 'orders',
  saved_search: 'other',
  application_status: 'other',
  membership_granted: 'other',
} as const satisfies Record<string, NoticeTopic>;
export type NoticeKind = keyof typeof NOTICE_KIND_TOPIC;

export interface ChannelChoice {
  readonly topic: NoticeTopic;
  readonly email: boolean;
  readonly sms: boolean;
}

/**
 * Without a choice: e-mail for everything, as the digest always did; SMS only for decisions about one's ads, since
 * a rejected ad waits for its seller to act and an SMS reaches a seller who does not open the app or the e-mail. An
 * SMS costs Haat money and the person attention: the others are opted into.
 */
export const DEFAULT_CHANNELS: Readonly<Record<NoticeTopic, { email: boolean; sms: boolean }>> = {
  ads: { email: true, sms: true },
  payments: { email: true, sms: false },
  promotions: { email: true, sms: false },
  orders: { email: true, sms: false },
  other: { email: true, sms: false },
};

/** A person's channels for every topic: the rows saved, the defaults for the rest. */
export function channelsOf(saved: readonly ChannelChoice[]): ChannelChoice[] {
  return NOTICE_TOPICS.map((topic) => saved.find((c) => c.topic === topic) ?? { topic, ...DEFAULT_CHANNELS[topic] });
}

/** Whether a notification of `kind` goes by `channel` with these choices. */
export function goesBy(channels: readonly ChannelChoice[], kind: string, channel: 'email' | 'sms'): boolean {
  const topic: NoticeTopic = NOTICE_KIND_TOPIC[kind as NoticeKind] ?? 'other';
  const choice = channels.find((c) => c.topic === topic) ?? { topic, ...DEFAULT_CHANNELS[topic] };
  return choice[channel];
}

/** The settings form's checkboxes (`email_ads`, `sms_ads`…), read as choices; an unticked box is not sent. */
export function channelsFromForm(form: Readonly<Record<string, unknown>>): ChannelChoice[] {
  return NOTICE_TOPICS.map((topic) => ({
    topic,
    email: form[`email_${topic}`] !== undefined,
    sms: form[`sms_${topic}`] !== undefined,
  }));
}
