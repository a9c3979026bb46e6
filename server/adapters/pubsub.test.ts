// REDIS_PREFIX keeps installations that share one Redis apart.
import { afterAll, expect, test } from 'vitest';
import { openPubSub, type PubSub } from './pubsub.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const opened: PubSub[] = [];
const open = (prefix: string) => {
  const pubsub = openPubSub({ REDIS_URL, REDIS_PREFIX: prefix });
  opened.push(pubsub);
  return pubsub;
};
afterAll(() => Promise.all(opened.map((pubsub) => pubsub.close())));

test('processes with the same REDIS_PREFIX hear each other, and those with another prefix do not', async () => {
  const run = `t${Date.now()}`;
  const [a, b, other] = [open(`${run}-a:`), open(`${run}-a:`), open(`${run}-b:`)];
  const heard: string[] = [];
  await b.subscribe('inbound.1', (event) => heard.push(`same:${String(event)}`));
  await other.subscribe('inbound.1', (event) => heard.push(`other:${String(event)}`));
  await a.publish('inbound.1', 'hello');
  // A second message through the other installation: it arrives there, proving its subscription was live.
  await open(`${run}-b:`).publish('inbound.1', 'own');
  await expect.poll(() => heard.sort()).toEqual(['other:own', 'same:hello']);
});
