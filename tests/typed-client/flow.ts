// What an app does, written against the client generated from the public OpenAPI document (openapi-typescript +
// openapi-fetch, decision 255): search, open an ad, sign in, favourite it, start a chat with its seller and send a
// message. It is compiled on its own with `tsc --strict` (tests/typed-client/tsconfig.json) against the types
// generated from the document the app serves, so a change to the contract that would break an app's build breaks
// this build; server/http/typed-client.test.ts runs it against a real app and database.
import createClient from 'openapi-fetch';
import type { components, paths } from './haat-api.d.ts';

type ErrorBody = components['schemas']['Error'];

/** The answer's data, or a thrown error naming the call and the catalogue's code. */
function need<T>(call: string, answer: { data?: T; error?: unknown; response: Response }): T {
  if (answer.data !== undefined) return answer.data;
  const code = (answer.error as ErrorBody | undefined)?.error.code ?? 'no body';
  throw new Error(`${call}: ${answer.response.status} ${code}`);
}

export interface FlowInput {
  /** Where the API is (the document's server). */
  baseUrl: string;
  /** Words that find the ad. */
  query: string;
  /** A member's sign-in. */
  identifier: string;
  password: string;
  /** The message to the seller; its client_key makes a resend safe. */
  message: { text: string; clientKey: string };
}

export interface FlowResult {
  found: { id: number; slug: string; title: string; price: number | null };
  opened: { id: number; title: string; money: { amount: string; value: number } | null };
  favorites: number[];
  conversation: string;
  messages: string[];
}

export async function runFlow(input: FlowInput): Promise<FlowResult> {
  const client = createClient<paths>({ baseUrl: input.baseUrl, headers: { 'accept-language': 'en' } });

  const results = need('search', await client.GET('/data/serp', { params: { query: { query: input.query } } }));
  const card = results.ads[0];
  if (!card) throw new Error(`search: nothing found for ${input.query}`);

  const details = need('details', await client.GET('/data/details', { params: { query: { ad_id: card.id } } }));

  const signedIn = need(
    'sign-in',
    await client.POST('/data/sessions', {
      body: { session: { identifier: input.identifier, password: input.password } },
    }),
  );
  const token = signedIn.session.token;
  // From here on every call carries the session, as the apps send it (the document's `bearer` scheme).
  client.use({
    onRequest({ request }) {
      request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
  });

  need('favourite', await client.POST('/data/favorites/{id}', { params: { path: { id: card.id } } }));
  const favorites = need('favourites', await client.GET('/data/favorites'));

  const started = need('start chat', await client.POST('/data/chat/conversation', { body: { ad_id: card.id } }));
  need(
    'send',
    await client.POST('/data/chat/conversation', {
      body: {
        conversation: started.channel_name,
        publish_message: true,
        last_message: { text: input.message.text, client_key: input.message.clientKey },
      },
    }),
  );
  const history = need(
    'messages',
    await client.GET('/data/chat/messages', { params: { query: { conversation_name: started.channel_name } } }),
  );

  return {
    found: { id: card.id, slug: card.slug, title: card.title, price: card.price },
    opened: {
      id: details.ad.id,
      title: details.ad.title,
      money: details.ad.money && { amount: details.ad.money.amount, value: details.ad.money.value },
    },
    favorites: favorites.favorites.map((ad) => ad.id),
    conversation: started.channel_name,
    messages: history.messages.map((message) => message.text),
  };
}
