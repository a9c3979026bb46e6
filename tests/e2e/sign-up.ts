// Making an account over HTTP for browser tests: the sign-up call, then the link it e-mails (read from the server's
// dev outbox), as a person would (decision 21).
export interface SignedUp {
  readonly id: number;
  readonly token: string;
  readonly email: string;
}

export async function signUpOverHttp(
  baseUrl: string,
  account: { name: string; email: string; password: string; ip: string },
): Promise<SignedUp> {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': account.ip };
  const started = await fetch(`${baseUrl}/data/account`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      account: { profile: { name: account.name }, login: { email: account.email, password: account.password } },
    }),
  });
  if (started.status !== 202) throw new Error(`sign-up answered ${started.status}: ${await started.text()}`);
  const outbox = await fetch(`${baseUrl}/dev/outbox`, { headers: { accept: 'application/json' } });
  const { messages } = (await outbox.json()) as { messages: { to: string; text: string }[] };
  const text = messages.find((m) => m.to === account.email)?.text ?? '';
  const token = /confirm-email\?token=([^&\s]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no sign-up link e-mailed to ${account.email}`);
  const confirmed = await fetch(`${baseUrl}/data/account/confirm`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ token: decodeURIComponent(token) }),
  });
  if (confirmed.status !== 201) throw new Error(`confirmation answered ${confirmed.status}`);
  const body = (await confirmed.json()) as { account: { id: number }; session: { token: string } };
  return { id: body.account.id, token: body.session.token, email: account.email };
}
