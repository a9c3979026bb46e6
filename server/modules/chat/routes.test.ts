import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { createAd } from '../../seed/factories.ts';
import { tallJpeg } from '../media/pictures.test-support.ts';
import { callAs, chatToken, person, publishedAd, startChat } from './testing.ts';
import { verifyChatToken } from './tokens.ts';

const api = useTestApp();

const publish = (text: string, clientKey = randomUUID()) => ({
  publish_message: true,
  last_message: { text, client_key: clientKey },
});

describe('sending messages', () => {
  test('one account sends at most 30 messages a minute: then 429 in the error shape with Retry-After', async () => {
    const seller = await person(api, 'Selim Seller');
    const buyer = await person(api, 'Bilkis Buyer');
    const name = await startChat(api, buyer, (await publishedAd(api, seller)).id);
    const send = (text: string) =>
      callAs(
        api,
        buyer,
      )({ method: 'POST', url: '/data/chat/conversation', payload: { conversation: name, ...publish(text) } });
    for (let i = 0; i < 30; i += 1) expect((await send(`message ${i}`)).statusCode).toBe(200);
    const refused = await send('one too many');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    // The other party is not held back by it.
    const reply = await callAs(
      api,
      seller,
    )({
      method: 'POST',
      url: '/data/chat/conversation',
      payload: { conversation: name, ...publish('Yes, still available') },
    });
    expect(reply.statusCode).toBe(200);
  });
});

describe('offers', () => {
  test('take an amount typed with Bengali digits and grouping commas, and refuse one that is not a number', async () => {
    const seller = await person(api);
    const buyer = await person(api);
    const name = await startChat(api, buyer, (await publishedAd(api, seller)).id);
    const offer = (amount: unknown) =>
      callAs(
        api,
        buyer,
      )({
        method: 'POST',
        url: '/data/chat/conversation',
        payload: {
          conversation: name,
          publish_message: true,
          last_message: { text: '', client_key: randomUUID(), offer: { amount } },
        },
      });
    expect((await offer('২৫,০০০')).statusCode).toBe(200);
    expect((await offer(18000)).statusCode).toBe(200);
    for (const refused of ['২৫ টাকা', '', '০', 1.5]) expect((await offer(refused)).statusCode).toBe(400);
    const page = await callAs(api, seller)({ method: 'GET', url: `/data/chat/messages?conversation_name=${name}` });
    const amounts = page.json().messages.map((m: { offer?: { amount: number } | null }) => m.offer?.amount);
    expect(amounts.filter(Boolean).sort()).toEqual([18000, 25000]);
  });
});

describe('starting a chat (POST /data/chat/conversation with ad_id)', () => {
  test('makes the conversation with both participants, their channels and a snapshot of the ad', async () => {
    const seller = await person(api, 'Selim Seller');
    const buyer = await person(api, 'Bilkis Buyer');
    const ad = await publishedAd(api, seller);
    const response = await callAs(
      api,
      buyer,
    )({ method: 'POST', url: '/data/chat/conversation', payload: { ad_id: ad.id } });
    expect(response.statusCode).toBe(201);
    const conversation = response.json();
    expect(conversation).toMatchObject({
      channel_name: expect.stringMatching(/^c_[\w-]{16}$/),
      unreadCount: 0,
      metadata: {
        ad: {
          id: ad.id,
          slug: ad.slug,
          title: 'Samsung Galaxy A54, 8/128 GB',
          contactCard: { name: expect.any(String) },
        },
      },
      last_message: null,
      kind: 'normal',
      messages: [],
      hasMoreMessages: false,
    });
    expect(conversation.participants).toEqual(
      [buyer, seller]
        .sort((a, b) => a.id - b.id)
        .map((p) => ({
          user_id: p.id,
          username: p === buyer ? 'Bilkis Buyer' : 'Selim Seller',
          inbound_channel: `inbound.${p.id}`,
          meta_channel: `meta.${p.id}`,
          is_blocked: false,
          is_deleted: false,
          last_seen_at: null,
          last_delivered_at: null,
        })),
    );
    // Asking again answers the same conversation.
    const again = await callAs(
      api,
      buyer,
    )({ method: 'POST', url: '/data/chat/conversation', payload: { ad_id: ad.id } });
    expect(again.statusCode).toBe(200);
    expect(again.json().channel_name).toBe(conversation.channel_name);
  });

  test('refuses with 412 a chat with oneself and about an ad that is not published', async () => {
    const seller = await person(api);
    const own = await publishedAd(api, seller);
    const pending = await createAd(api.db, seller.id, { status: 'pending_review', publishedAt: null });
    const buyer = await person(api);
    const self = await callAs(
      api,
      seller,
    )({ method: 'POST', url: '/data/chat/conversation', payload: { ad_id: own.id } });
    expect(self.statusCode).toBe(412);
    expect(self.json().error.code).toBe('CHAT_UNAVAILABLE');
    const gone = await callAs(
      api,
      buyer,
    )({ method: 'POST', url: '/data/chat/conversation', payload: { ad_id: pending.id } });
    expect(gone.statusCode).toBe(412);
  });

  test('asks for a session (401) and counts new chats per user (429 after 20 in an hour)', async () => {
    const seller = await person(api);
    const ad = await publishedAd(api, seller);
    const anonymous = await api.app.inject({
      method: 'POST',
      url: '/data/chat/conversation',
      payload: { ad_id: ad.id },
    });
    expect(anonymous.statusCode).toBe(401);
    const buyer = await person(api);
    const ads = await Promise.all(Array.from({ length: 21 }, () => publishedAd(api, seller)));
    const statuses: number[] = [];
    for (const each of ads) {
      const response = await callAs(
        api,
        buyer,
      )({ method: 'POST', url: '/data/chat/conversation', payload: { ad_id: each.id } });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('messages', () => {
  test('are stored once per client key, numbered, paged by timestamp and counted unread until seen', async () => {
    const seller = await person(api);
    const buyer = await person(api);
    const ad = await publishedAd(api, seller);
    const name = await startChat(api, buyer, ad.id);
    const key = randomUUID();
    const first = await callAs(
      api,
      buyer,
    )({
      method: 'POST',
      url: '/data/chat/conversation',
      payload: { conversation: name, ...publish('Is this still available?', key) },
    });
    expect(first.statusCode).toBe(200);
    // A resend with the same key (the network dropped before the answer came) is not stored again.
    await callAs(
      api,
      buyer,
    )({
      method: 'POST',
      url: '/data/chat/conversation',
      payload: { conversation: name, ...publish('Is this still available?', key) },
    });
    for (let i = 0; i < 4; i += 1) {
      await callAs(
        api,
        buyer,
      )({ method: 'POST', url: '/data/chat/conversation', payload: { conversation: name, ...publish(`more ${i}`) } });
    }

    const asSeller = callAs(api, seller);
    const list = await asSeller({ method: 'GET', url: '/data/chat/conversations' });
    expect(list.json().conversations).toHaveLength(1);
    expect(list.json().conversations[0]).toMatchObject({
      channel_name: name,
      unreadCount: 5,
      last_message: { text: 'more 3', sender_id: buyer.id },
    });

    const page = await asSeller({ method: 'GET', url: `/data/chat/messages?conversation_name=${name}&limit=3` });
    const body = page.json();
    expect(body.messages.map((m: { text: string }) => m.text)).toEqual(['more 1', 'more 2', 'more 3']);
    expect(body.messages.map((m: { seq: number }) => m.seq)).toEqual([3, 4, 5]);
    expect(body.hasMoreMessages).toBe(true);
    expect(body.last_evaluated_key).toEqual({ timestamp: body.messages[0].timestamp });
    const before = await asSeller({
      method: 'GET',
      url: `/data/chat/messages?conversation_name=${name}&limit=3&last_message_at=${body.last_evaluated_key.timestamp}`,
    });
    expect(before.json().messages.map((m: { text: string }) => m.text)).toEqual(['Is this still available?', 'more 0']);
    expect(before.json().hasMoreMessages).toBe(false);

    const seen = await asSeller({
      method: 'POST',
      url: '/data/chat/conversation',
      payload: { conversation: name, last_seen_at: body.messages[2].timestamp },
    });
    expect(seen.json().unreadCount).toBe(0);
    const buyerView = await callAs(api, buyer)({ method: 'GET', url: `/data/chat/conversation?conversation=${name}` });
    const sellerParticipant = buyerView.json().participants.find((p: { user_id: number }) => p.user_id === seller.id);
    expect(sellerParticipant.last_seen_at).toBe(body.messages[2].timestamp);
    expect(sellerParticipant.last_delivered_at).toBe(body.messages[2].timestamp);
  });

  test('are hidden from anyone who is not a participant (404), for reading and for writing', async () => {
    const seller = await person(api);
    const buyer = await person(api);
    const stranger = await person(api);
    const ad = await publishedAd(api, seller);
    const name = await startChat(api, buyer, ad.id);
    const asStranger = callAs(api, stranger);
    const reads = [
      await asStranger({ method: 'GET', url: `/data/chat/conversation?conversation=${name}` }),
      await asStranger({ method: 'GET', url: `/data/chat/messages?conversation_name=${name}` }),
      await asStranger({
        method: 'POST',
        url: '/data/chat/conversation',
        payload: { conversation: name, ...publish('hi') },
      }),
      await asStranger({
        method: 'POST',
        url: '/data/chat/conversation',
        payload: { conversation: name, last_seen_at: Date.now() },
      }),
      await asStranger({ method: 'POST', url: '/data/chat/reports', payload: { conversation: name, reason: 'spam' } }),
    ];
    expect(reads.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    const messages = await callAs(api, buyer)({ method: 'GET', url: `/data/chat/messages?conversation_name=${name}` });
    expect(messages.json().messages).toEqual([]);
  });

  test('carry the safety warnings for the recipient', async () => {
    const seller = await person(api);
    const buyer = await person(api);
    const name = await startChat(api, buyer, (await publishedAd(api, seller)).id);
    await callAs(
      api,
      seller,
    )({
      method: 'POST',
      url: '/data/chat/conversation',
      payload: { conversation: name, ...publish('আপনার ফোনে যে ওটিপি গেছে সেটা বলুন, 01712345678') },
    });
    const page = await callAs(api, buyer)({ method: 'GET', url: `/data/chat/messages?conversation_name=${name}` });
    expect(page.json().messages[0].warnings).toEqual(['otp_request', 'phone']);
  });
});

describe('conversation list', () => {
  test('pages by last key, filters offers and leaves out deleted conversations until a new message', async () => {
    const seller = await person(api);
    const buyer = await person(api);
    const names: string[] = [];
    for (let i = 0; i < 3; i += 1) names.push(await startChat(api, buyer, (await publishedAd(api, seller)).id));
    const asBuyer = callAs(api, buyer);
    for (const name of names) {
      await asBuyer({
        method: 'POST',
        url: '/data/chat/conversation',
        payload: { conversation: name, ...publish('hello') },
      });
    }
    await asBuyer({
      method: 'POST',
      url: '/data/chat/conversation',
      payload: {
        conversation: names[0],
        publish_message: true,
        last_message: { text: '', client_key: randomUUID(), offer: { amount: 25000 } },
      },
    });
    const first = await asBuyer({ method: 'GET', url: '/data/chat/conversations?limit=2' });
    expect(first.json().conversations.map((c: { channel_name: string }) => c.channel_name)).toEqual([
      names[0],
      names[2],
    ]);
    const second = await asBuyer({
      method: 'GET',
      url: `/data/chat/conversations?limit=2&last_key=${first.json().last_evaluated_key}`,
    });
    expect(second.json().conversations.map((c: { channel_name: string }) => c.channel_name)).toEqual([names[1]]);
    expect(second.json().last_evaluated_key).toBeNull();
    const offers = await asBuyer({ method: 'GET', url: '/data/chat/conversations?kind=offer' });
    expect(
      offers.json().conversations.map((c: { kind: string; channel_name: string }) => [c.channel_name, c.kind]),
    ).toEqual([[names[0], 'offer']]);
    const config = await asBuyer({ method: 'GET', url: '/data/chat/config' });
    expect(config.json()).toMatchObject({
      inbound_channel: `inbound.${buyer.id}`,
      meta_channel: `meta.${buyer.id}`,
      has_offer_conversations: true,
    });

    const deleted = await asBuyer({
      method: 'DELETE',
      url: '/data/chat/conversations',
      payload: { conversations: [names[1]] },
    });
    expect(deleted.statusCode).toBe(204);
    const after = await asBuyer({ method: 'GET', url: '/data/chat/conversations' });
    expect(after.json().conversations).toHaveLength(2);
    const history = await asBuyer({ method: 'GET', url: `/data/chat/conversation?conversation=${names[1]}` });
    expect(history.json().messages).toEqual([]);
    await callAs(
      api,
      seller,
    )({
      method: 'POST',
      url: '/data/chat/conversation',
      payload: { conversation: names[1], ...publish('still there?') },
    });
    const back = await asBuyer({ method: 'GET', url: '/data/chat/conversations' });
    expect(back.json().conversations[0]).toMatchObject({ channel_name: names[1], unreadCount: 1 });
  });
});

describe('blocking and deleted accounts', () => {
  test('a blocked user cannot write (403 CHAT_BLOCKED) nor start another chat (412)', async () => {
    const seller = await person(api);
    const buyer = await person(api);
    const name = await startChat(api, buyer, (await publishedAd(api, seller)).id);
    const block = await callAs(
      api,
      seller,
    )({
      method: 'POST',
      url: '/data/chat/users/block',
      payload: { users_list: [{ account_id: buyer.id }] },
    });
    expect(block.statusCode).toBe(204);
    const write = await callAs(
      api,
      buyer,
    )({ method: 'POST', url: '/data/chat/conversation', payload: { conversation: name, ...publish('hello?') } });
    expect(write.statusCode).toBe(403);
    expect(write.json().error.code).toBe('CHAT_BLOCKED');
    const view = await callAs(api, buyer)({ method: 'GET', url: `/data/chat/conversation?conversation=${name}` });
    expect(view.json().participants.find((p: { user_id: number }) => p.user_id === buyer.id).is_blocked).toBe(true);
    const another = await callAs(
      api,
      buyer,
    )({ method: 'POST', url: '/data/chat/conversation', payload: { ad_id: (await publishedAd(api, seller)).id } });
    expect(another.statusCode).toBe(412);
    // Only people one has chatted with can be blocked.
    const stranger = await person(api);
    const probe = await callAs(
      api,
      stranger,
    )({ method: 'POST', url: '/data/chat/users/block', payload: { users_list: [{ account_id: seller.id }] } });
    expect(probe.statusCode).toBe(404);
  });

  test('a deleted account shows as "deleted user" in bn and en, and cannot be written to', async () => {
    const seller = await person(api, 'Gone Seller');
    const buyer = await person(api);
    const name = await startChat(api, buyer, (await publishedAd(api, seller)).id);
    await api.db.query("UPDATE users SET name = '', deleted_at = now() WHERE id = $1", [seller.id]);
    const usernames: string[] = [];
    for (const language of ['en', 'bn']) {
      const view = await callAs(
        api,
        buyer,
      )({
        method: 'GET',
        url: `/data/chat/conversation?conversation=${name}`,
        headers: { 'accept-language': language },
      });
      usernames.push(view.json().participants.find((p: { user_id: number }) => p.user_id === seller.id).username);
    }
    expect(usernames).toEqual(['deleted user', 'মুছে ফেলা ব্যবহারকারী']);
    const write = await callAs(
      api,
      buyer,
    )({ method: 'POST', url: '/data/chat/conversation', payload: { conversation: name, ...publish('hello?') } });
    expect(write.statusCode).toBe(403);
  });
});

describe('POST /data/chat/v2/auth', () => {
  test('answers an identity token for the signed-in user that runs out after CHAT_TOKEN_SECONDS', async () => {
    const who = await person(api);
    const response = await callAs(api, who)({ method: 'POST', url: '/data/chat/v2/auth' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Date.parse(body.expires_at) - Date.now()).toBeGreaterThan(3590_000);
    const identity = await verifyChatToken(api.db, await chatToken(api, who));
    expect(identity.userId).toBe(who.id);
    await expect(verifyChatToken(api.db, `${body.identity_token}x`)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('pictures in messages', () => {
  test('a picture uploaded by the sender goes into a message; someone else’s picture is refused', async () => {
    const seller = await person(api);
    const buyer = await person(api);
    const name = await startChat(api, buyer, (await publishedAd(api, seller)).id);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#047857' } })
      .png()
      .toBuffer();
    const upload = await callAs(
      api,
      buyer,
    )({
      method: 'POST',
      url: '/data/chat/pictures',
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    expect(upload.statusCode).toBe(201);
    const picture = upload.json<{ id: number; base_uri: string }>();
    expect(picture.base_uri).toMatch(/^\/media\/p\/[0-9a-f]{4}\/[0-9a-f]{24}$/);
    const withPicture = (clientKey: string) => ({
      publish_message: true,
      last_message: { text: '', client_key: clientKey, image_id: picture.id },
    });
    const theirs = await callAs(
      api,
      seller,
    )({
      method: 'POST',
      url: '/data/chat/conversation',
      payload: { conversation: name, ...withPicture(randomUUID()) },
    });
    expect(theirs.statusCode).toBe(400);
    const mine = await callAs(
      api,
      buyer,
    )({
      method: 'POST',
      url: '/data/chat/conversation',
      payload: { conversation: name, ...withPicture(randomUUID()) },
    });
    expect(mine.json().messages[0]).toMatchObject({ media: 'image', image: picture });
    const notAPicture = await callAs(
      api,
      buyer,
    )({
      method: 'POST',
      url: '/data/chat/pictures',
      headers: { 'content-type': 'image/png' },
      payload: Buffer.from('not a picture'),
    });
    expect(notAPicture.statusCode).toBe(415);
    expect(notAPicture.json<{ error: { code: string } }>().error.code).toBe('UNSUPPORTED_PICTURE');
  });

  test('chat pictures count against the same per-account upload limits as ad pictures', async () => {
    const sender = await person(api);
    const other = await person(api);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#047857' } })
      .png()
      .toBuffer();
    const send = (who: typeof sender) =>
      callAs(
        api,
        who,
      )({ method: 'POST', url: '/data/chat/pictures', headers: { 'content-type': 'image/png' }, payload: png });
    // 99 ad pictures already uploaded this hour: one chat picture is left, then the limit holds for both routes.
    for (let i = 0; i < 99; i++) await api.counters.hit(`picture-upload:account:${sender.id}:hour`, 3600);
    expect((await send(sender)).statusCode).toBe(201);
    const limited = await send(sender);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const adPicture = await callAs(
      api,
      sender,
    )({
      method: 'POST',
      url: '/data/pictures',
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    expect(adPicture.statusCode).toBe(429);
    // Another account is not held back.
    expect((await send(other)).statusCode).toBe(201);
  });

  test('refuses a long strip sent to a chat with 422, like an ad picture', async () => {
    const response = await callAs(
      api,
      await person(api),
    )({
      method: 'POST',
      url: '/data/chat/pictures',
      headers: { 'content-type': 'image/jpeg' },
      payload: await tallJpeg(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('PICTURE_SHAPE');
  });
});
