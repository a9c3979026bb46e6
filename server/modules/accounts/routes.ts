// The /data/* calls of accounts (spec section 7): sign-up, sign-in (password, phone code, Google), logout, the
// current account and its settings, phone numbers and password resets. Each input is parsed by its schema.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../core/errors.ts';
import { localeFromAcceptLanguage } from '../../http/locale.ts';
import { readInput } from '../../http/input.ts';
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
  deleteAccountPhoneNumbersNumber,
  deleteAccountSchema,
  deleteAccountSessionsId,
  getAccount,
  getAccountPhoneNumbers,
  getAccountSecondFactor,
  getAccountSessions,
  patchAccount,
  postAccount,
  postAccountConfirm,
  postAccountPhoneNumbers,
  postAccountPhoneNumbersVerify,
  postAccountSecondFactor,
  postAccountSecondFactorConfirm,
  postAccountSecondFactorDisable,
  postLogout,
  postPasswordResets,
  postPasswordResetsComplete,
  postSessions,
  postSessionsGoogle,
  postSessionsPhone,
  postSessionsPhoneCode,
  postSessionsSecondFactor,
  putAccountPassword,
} from './route-schemas.ts';
import { changePassword, requestPasswordReset, resetPassword } from './password-changes.ts';
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
  enrolmentLabel,
  secondFactorStatus,
  startEnrolment,
} from './second-factor.ts';
import { endSession, listSessions, noteSessionDevice, revokeSession } from './sessions.ts';

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

/** The accounts module's routes; erasure's rules from the modules above accounts come from its flow (server/app.ts). */
export async function accountRoutes(
  app: FastifyInstance,
  services: AppServices & { erasure: ErasureRules },
): Promise<void> {
  const locale = (request: FastifyRequest) => localeFromAcceptLanguage(request.headers['accept-language']);

  app.post('/data/account', { schema: postAccount }, async (request, reply) => {
    const { profile, login } = readInput(request, 'body').account;
    const input = { ...profile, ...login };
    await startSignUp(services, request.ip, locale(request), input);
    // The same answer whether or not the address is registered (decision 21): the e-mail tells the rest.
    return reply.status(202).send({ signup: { status: 'email_sent', email: input.email } });
  });

  app.post('/data/account/confirm', { schema: postAccountConfirm }, async (request, reply) => {
    const { token } = readInput(request, 'body');
    return sendSignedIn(services, request, reply, await confirmSignUp(services, token), 201);
  });

  app.get('/data/account', { schema: getAccount }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    return reply.header('cache-control', 'private, no-store').send({ account: viewer.account });
  });

  app.patch('/data/account', { schema: patchAccount }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { profile } = readInput(request, 'body').account;
    return reply.send({ account: await updateProfile(services.db, viewer.account.id, profile) });
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
    const device = deviceTokenFrom(request.headers.cookie);
    return sendSignedIn(services, request, reply, await signInWithPassword(services, request.ip, session, device));
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

  app.get('/data/account/second-factor', { schema: getAccountSecondFactor }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const second_factor = await secondFactorStatus(services.db, viewer.account.id);
    return reply.header('cache-control', 'private, no-store').send({ second_factor });
  });

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
    const { identity_token } = readInput(request, 'body').session;
    return sendSignedIn(services, request, reply, await signInWithGoogle(services, request.ip, identity_token));
  });

  app.post('/data/sessions/phone/code', { schema: postSessionsPhoneCode }, async (request, reply) => {
    const { phone_number } = readInput(request, 'body');
    const device = deviceTokenFrom(request.headers.cookie);
    return reply.status(202).send(await sendLoginCode(services, request.ip, locale(request), phone_number, device));
  });

  app.post('/data/sessions/phone', { schema: postSessionsPhone }, async (request, reply) => {
    const { session } = readInput(request, 'body');
    const result = await signInWithPhone(services, request.ip, session);
    if (result.status === 'needs_profile') return reply.send({ needs_profile: true });
    return sendSignedIn(services, request, reply, result);
  });

  // Spec section 8: called on a 401. Ends the session (if any) and clears the cookies; always succeeds.
  app.post('/data/logout', { schema: postLogout }, async (request, reply) => {
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
