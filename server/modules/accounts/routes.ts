// The /data/* calls of accounts (spec section 7): sign-up, sign-in (password, phone code, Google), logout, the
// current account and its settings, phone numbers and password resets. Each input is parsed by its schema.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../core/errors.ts';
import { localeFromAcceptLanguage } from '../../http/locale.ts';
import { parseInput } from '../../http/input.ts';
import { readInput } from '../../http/input.ts';
import { NoContent } from '../../http/openapi.ts';
import { logSecurityEvent, whereOf } from '../../http/security-log.ts';
import {
  clearedCookies,
  deviceCookie,
  deviceTokenFrom,
  isSecure,
  requireViewer,
  sessionCookie,
} from '../../http/session.ts';
import type { AppServices } from '../../context.ts';
import {
  DeleteAccountSchema,
  GoogleSignInSchema,
  PasswordChangeSchema,
  PasswordResetRequestSchema,
  PasswordResetSchema,
  PasswordSignInSchema,
  PhoneCodeRequestSchema,
  PhoneSchema,
  PhoneSignInSchema,
  PhoneVerifySchema,
  ProfileSchema,
  SecondFactorCodeSchema,
  SignUpConfirmSchema,
  SignUpSchema,
} from './schemas.ts';
import { changePassword, requestPasswordReset, resetPassword, type ResetStarted } from './password-changes.ts';
import { deleteAccount, type ErasureRules, type SignedIn, updateProfile, verifiedPhoneNumbers } from './account.ts';
import { deletePhoneNumber, sendAddPhoneCode, verifyAddedPhone } from './phone-numbers.ts';
import {
  sendLoginCode,
  signInWithGoogle,
  signInWithPassword,
  signInWithPhone,
  signInWithSecondFactor,
} from './sign-in.ts';
import { startSignUp, confirmSignUp } from './sign-up.ts';
import { rememberDevice } from './devices.ts';
import {
  confirmEnrolment,
  disableSecondFactor,
  type Enrolment,
  enrolmentLabel,
  type SecondFactorStatus,
  secondFactorStatus,
  startEnrolment,
} from './second-factor.ts';
import { endSession, listSessions, noteSessionDevice, revokeSession, type SessionView } from './sessions.ts';
import type { CodeSent } from './verifications.ts';

// The spec's envelopes (section 7): account.profile{name, opt_out}, account.login{email, password}, session{…}.
const SignUpBody = z.object({
  account: z.object({
    profile: z.object({ name: z.unknown(), opt_out: z.unknown().optional() }),
    login: z.object({ email: z.unknown(), password: z.unknown() }),
  }),
});
const SessionBody = z.object({ session: z.record(z.string(), z.unknown()) });
const ProfileBody = z.object({ account: z.object({ profile: z.record(z.string(), z.unknown()) }) });
const PhoneParams = z.object({ number: PhoneSchema });

// The answers (explicit output shapes, documented in the OpenAPI contract).
const AccountSchema = z
  .object({
    id: z.number().int(),
    login: z.object({ email: z.string().nullable(), has_password: z.boolean() }),
    profile: z.object({ name: z.string(), opt_out: z.boolean() }),
    recent_phone_numbers: z.array(z.string()),
    active_employer_dashboard: z.boolean(),
  })
  .meta({ id: 'Account' });
const AccountBody = z.object({ account: AccountSchema });
const SignedInBody = z.object({
  account: AccountSchema,
  session: z.object({
    token: z.string(),
    second_factor_pending: z.boolean().meta({
      description:
        'The account has a second factor: the session grants nothing until POST /data/sessions/second-factor.',
    }),
  }),
});
const EnrolmentBody = z.object({
  second_factor: z.object({
    secret: z.string().meta({ description: 'Base32, to type into an authenticator app; shown this once.' }),
    otpauth_uri: z.string(),
    qr_svg: z.string().meta({ description: 'The otpauth URI as an inline SVG QR code.' }),
  }) satisfies z.ZodType<Enrolment>,
});
const SecondFactorStatusBody = z.object({
  second_factor: z.object({
    enabled: z.boolean(),
    recovery_codes_left: z.number().int(),
  }) satisfies z.ZodType<SecondFactorStatus>,
});
const RecoveryCodesBody = z.object({
  recovery_codes: z.array(z.string()).meta({ description: 'Each signs in once instead of a code; shown this once.' }),
});
const PhoneNumbersBody = z.object({ phone_numbers: z.array(z.string()) });
const SignUpStarted = z.object({ signup: z.object({ status: z.literal('email_sent'), email: z.string() }) });
const CodeSentObject = z.object({
  token: z.string().meta({ description: 'Sent back with the code the SMS carries.' }),
  otp_length: z.number().int(),
  expires_in: z.number().int().meta({ description: 'Seconds.' }),
  resend_in: z.number().int().meta({ description: 'Seconds before another code may be asked for.' }),
});
const CodeSentBody: z.ZodType<CodeSent> = CodeSentObject.meta({ id: 'CodeSent' });
const ResetStartedBody: z.ZodType<ResetStarted> = z.union([
  z.object({ channel: z.literal('email') }),
  CodeSentObject.extend({ channel: z.literal('sms') }),
]);
/** A number that has no account yet is asked for a name (the third step) before it is signed in. */
const PhoneSignedInBody = z.union([SignedInBody, z.object({ needs_profile: z.literal(true) })]);
const LoggedOut = z.object({ ok: z.literal(true) });
const SessionSchema: z.ZodType<SessionView> = z
  .object({
    id: z.number().int(),
    browser: z.string().nullable().meta({ description: 'From the User-Agent; null when not known (an app).' }),
    system: z.string().nullable(),
    signed_in_at: z.string(),
    last_used_at: z.string().meta({ description: 'To the hour.' }),
    current: z.boolean().meta({ description: 'The session making this call.' }),
  })
  .meta({ id: 'Session' });
const SessionsBody = z.object({ sessions: z.array(SessionSchema) });
const SessionParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

/**
 * Answers a sign-in: the session cookie for the site, the token in the body for the apps (Bearer). A session the
 * browser held before is ended first (spec section 4: signing in deletes the stored session token first).
 */
async function sendSignedIn(
  services: AppServices,
  request: FastifyRequest,
  reply: FastifyReply,
  result: SignedIn,
  status = 200,
) {
  const previous = request.sessionToken();
  if (previous && previous.token !== result.session.token) await revokeSession(services.db, previous.token);
  const { token, expiresAt, second_factor_pending } = result.session;
  if (second_factor_pending) {
    // Nothing is remembered (device, sign-in) until the code confirms the session.
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .header('set-cookie', sessionCookie(token, expiresAt, isSecure(request)))
      .send({ account: result.account, session: { token, second_factor_pending } });
  }
  const device = await rememberDevice(services.db, result.account.id, deviceTokenFrom(request.headers.cookie));
  await noteSessionDevice(services.db, result.session.id, request.headers['user-agent']);
  const who = { user_id: result.account.id, session_id: result.session.id };
  logSecurityEvent(request.log, 'signin.success', whereOf(request), who);
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('set-cookie', [sessionCookie(token, expiresAt, isSecure(request)), deviceCookie(device, isSecure(request))])
    .send({ account: result.account, session: { token, second_factor_pending } });
}

// The schemas of the routes below whose option would not fit on the route's line.
const postAccount = { body: SignUpBody, response: { 202: SignUpStarted } };
const deleteAccountSchema = { body: DeleteAccountSchema, response: { 204: NoContent } };
const putAccountPassword = { body: PasswordChangeSchema, response: { 200: SignedInBody } };
const postAccountPhoneNumbers = { body: PhoneCodeRequestSchema, response: { 202: CodeSentBody } };
const postSessionsPhoneCode = { body: PhoneCodeRequestSchema, response: { 202: CodeSentBody } };
const postSessionsPhone = { body: SessionBody, response: { 200: PhoneSignedInBody } };
const postPasswordResets = { body: PasswordResetRequestSchema, response: { 202: ResetStartedBody } };
const postPasswordResetsComplete = { body: PasswordResetSchema, response: { 204: NoContent } };
const postAccountConfirm = { body: SignUpConfirmSchema, response: { 201: SignedInBody } };
const patchAccount = { body: ProfileBody, response: { 200: AccountBody } };
const getAccountPhoneNumbers = { response: { 200: PhoneNumbersBody } };
const postAccountPhoneNumbersVerify = { body: PhoneVerifySchema, response: { 200: PhoneNumbersBody } };
const deleteAccountPhoneNumbersNumber = { params: PhoneParams, response: { 200: PhoneNumbersBody } };
const postSessions = { body: SessionBody, response: { 200: SignedInBody } };
const getAccountSessions = { response: { 200: SessionsBody } };
const deleteAccountSessionsId = { params: SessionParams, response: { 204: NoContent } };
const postSessionsGoogle = { body: SessionBody, response: { 200: SignedInBody } };
const postSessionsSecondFactor = { body: SecondFactorCodeSchema, response: { 200: SignedInBody } };
const postAccountSecondFactor = { response: { 201: EnrolmentBody } };
const postAccountSecondFactorConfirm = { body: SecondFactorCodeSchema, response: { 200: RecoveryCodesBody } };
const postAccountSecondFactorDisable = { body: SecondFactorCodeSchema, response: { 204: NoContent } };
/** The accounts module's routes; erasure's rules from the modules above accounts come from its flow (server/app.ts). */
export async function accountRoutes(
  app: FastifyInstance,
  services: AppServices & { erasure: ErasureRules },
): Promise<void> {
  const locale = (request: FastifyRequest) => localeFromAcceptLanguage(request.headers['accept-language']);

  app.post('/data/account', { schema: postAccount }, async (request, reply) => {
    const { account } = readInput(request, 'body');
    const input = parseInput(SignUpSchema, { ...account.profile, ...account.login }, 'body.account'); // a part of the envelope (section 7)
    await startSignUp(services, request.ip, locale(request), input);
    // The same answer whether or not the address is registered (decision 21): the e-mail tells the rest.
    return reply.status(202).send({ signup: { status: 'email_sent', email: input.email } });
  });

  app.post('/data/account/confirm', { schema: postAccountConfirm }, async (request, reply) => {
    const { token } = readInput(request, 'body');
    return sendSignedIn(services, request, reply, await confirmSignUp(services, token), 201);
  });

  app.get('/data/account', { schema: { response: { 200: AccountBody } } }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    return reply.header('cache-control', 'private, no-store').send({ account: viewer.account });
  });

  app.patch('/data/account', { schema: patchAccount }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { account } = readInput(request, 'body');
    const input = parseInput(ProfileSchema, account.profile, 'body.account.profile'); // a part of the envelope (section 7)
    return reply.send({ account: await updateProfile(services.db, viewer.account.id, input) });
  });

  app.delete('/data/account', { schema: deleteAccountSchema }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const input = readInput(request, 'body', {});
    await deleteAccount(services, services.erasure, viewer.account.id, input);
    return reply
      .status(204)
      .header('set-cookie', clearedCookies(isSecure(request)))
      .send();
  });

  app.put('/data/account/password', { schema: putAccountPassword }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const input = readInput(request, 'body');
    return sendSignedIn(services, request, reply, await changePassword(services, viewer.account.id, input));
  });

  app.get('/data/account/phone-numbers', { schema: getAccountPhoneNumbers }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    return reply
      .header('cache-control', 'private, no-store')
      .send({ phone_numbers: await verifiedPhoneNumbers(services.db, viewer.account.id) });
  });

  app.post('/data/account/phone-numbers', { schema: postAccountPhoneNumbers }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { phone_number } = readInput(request, 'body');
    const sent = await sendAddPhoneCode(services, viewer.account.id, request.ip, locale(request), phone_number);
    return reply.status(202).send(sent);
  });

  app.post('/data/account/phone-numbers/verify', { schema: postAccountPhoneNumbersVerify }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const input = readInput(request, 'body');
    return reply.send({ phone_numbers: await verifyAddedPhone(services.db, viewer.account.id, input) });
  });

  app.delete(
    '/data/account/phone-numbers/:number',
    { schema: deleteAccountPhoneNumbersNumber },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      const { number } = readInput(request, 'params');
      return reply.send({ phone_numbers: await deletePhoneNumber(services.db, viewer.account.id, number) });
    },
  );

  // ASVS V7.5.2: the account's live sessions, and ending any one of them (the current one too: that signs out here).
  app.get('/data/account/sessions', { schema: getAccountSessions }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    return reply
      .header('cache-control', 'private, no-store')
      .send({ sessions: await listSessions(services.db, viewer.account.id, viewer.sessionId) });
  });

  app.delete('/data/account/sessions/:id', { schema: deleteAccountSessionsId }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { id } = readInput(request, 'params');
    await endSession(services.db, viewer.account.id, id);
    logSecurityEvent(request.log, 'session.ended', whereOf(request), {
      user_id: viewer.account.id,
      session_id: viewer.sessionId,
    });
    return reply.status(204).send();
  });

  app.post('/data/sessions', { schema: postSessions }, async (request, reply) => {
    const { session } = readInput(request, 'body');
    const input = parseInput(PasswordSignInSchema, session, 'body.session'); // a part of the envelope (section 7)
    const device = deviceTokenFrom(request.headers.cookie);
    return sendSignedIn(services, request, reply, await signInWithPassword(services, request.ip, input, device));
  });

  // Two-factor sign-in (decision 189): the second step, with the pending session's own token (cookie or Bearer).
  app.post('/data/sessions/second-factor', { schema: postSessionsSecondFactor }, async (request, reply) => {
    const { code } = readInput(request, 'body');
    const source = request.sessionToken();
    if (!source) throw new AppError('UNAUTHORIZED');
    return sendSignedIn(services, request, reply, await signInWithSecondFactor(services, source.token, code));
  });

  app.post('/data/account/second-factor', { schema: postAccountSecondFactor }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const second_factor = await startEnrolment(services.db, viewer.account.id, enrolmentLabel(viewer.account));
    return reply.status(201).header('cache-control', 'no-store').send({ second_factor });
  });

  app.post(
    '/data/account/second-factor/confirm',
    { schema: postAccountSecondFactorConfirm },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      const { code } = readInput(request, 'body');
      const recovery_codes = await confirmEnrolment(services, viewer.account.id, viewer.sessionId, code);
      return reply.header('cache-control', 'no-store').send({ recovery_codes });
    },
  );

  app.get(
    '/data/account/second-factor',
    { schema: { response: { 200: SecondFactorStatusBody } } },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      const second_factor = await secondFactorStatus(services.db, viewer.account.id);
      return reply.header('cache-control', 'private, no-store').send({ second_factor });
    },
  );

  app.post(
    '/data/account/second-factor/disable',
    { schema: postAccountSecondFactorDisable },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      const { code } = readInput(request, 'body');
      await disableSecondFactor(services, viewer.account.id, code);
      return reply.status(204).send();
    },
  );

  app.post('/data/sessions/google', { schema: postSessionsGoogle }, async (request, reply) => {
    const { session } = readInput(request, 'body');
    const { identity_token } = parseInput(GoogleSignInSchema, session, 'body.session'); // a part of the envelope (section 7)
    return sendSignedIn(services, request, reply, await signInWithGoogle(services, request.ip, identity_token));
  });

  app.post('/data/sessions/phone/code', { schema: postSessionsPhoneCode }, async (request, reply) => {
    const { phone_number } = readInput(request, 'body');
    const device = deviceTokenFrom(request.headers.cookie);
    return reply.status(202).send(await sendLoginCode(services, request.ip, locale(request), phone_number, device));
  });

  app.post('/data/sessions/phone', { schema: postSessionsPhone }, async (request, reply) => {
    const { session } = readInput(request, 'body');
    const input = parseInput(PhoneSignInSchema, session, 'body.session'); // a part of the envelope (section 7)
    const result = await signInWithPhone(services, request.ip, input);
    if (result.status === 'needs_profile') return reply.send({ needs_profile: true });
    return sendSignedIn(services, request, reply, result);
  });

  // Spec section 8: called on a 401. Ends the session (if any) and clears the cookies; always succeeds.
  app.post('/data/logout', { schema: { response: { 200: LoggedOut } } }, async (request, reply) => {
    const source = request.sessionToken();
    const viewer = await request.viewer();
    if (source) await revokeSession(services.db, source.token);
    if (viewer) {
      const who = { user_id: viewer.account.id, session_id: viewer.sessionId };
      logSecurityEvent(request.log, 'signout', whereOf(request), who);
    }
    return reply.header('set-cookie', clearedCookies(isSecure(request))).send({ ok: true });
  });

  app.post('/data/password-resets', { schema: postPasswordResets }, async (request, reply) => {
    const { identifier } = readInput(request, 'body');
    return reply.status(202).send(await requestPasswordReset(services, request.ip, locale(request), identifier));
  });

  app.post('/data/password-resets/complete', { schema: postPasswordResetsComplete }, async (request, reply) => {
    const input = readInput(request, 'body');
    await resetPassword(services.db, input);
    return reply.status(204).send();
  });
}
