// The schemas of the accounts module's /data/* calls (routes.ts): what each takes and answers, and the summary and
// description the OpenAPI document shows (server/http/openapi.ts). The handlers read their inputs with these very
// schemas (readInput, decision 248).
import { z } from 'zod';
import { NoContent } from '../../http/openapi.ts';
import type { Enrolment, SecondFactorStatus } from './second-factor.ts';
import type { ResetStarted } from './password-changes.ts';
import type { SessionView } from './sessions.ts';
import type { CodeSent } from './verifications.ts';
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

// The spec's envelopes (section 7): account.profile{name, opt_out}, account.login{email, password}, session{…};
// a bad field is named where it is in the body (`body.account.login.password`).
const SignUpBody = z.object({
  account: z.object({
    profile: SignUpSchema.pick({ name: true, opt_out: true }),
    login: SignUpSchema.pick({ email: true, password: true }),
  }),
});
const PasswordSessionBody = z.object({ session: PasswordSignInSchema });
const GoogleSessionBody = z.object({ session: GoogleSignInSchema });
const PhoneSessionBody = z.object({ session: PhoneSignInSchema });
const ProfileBody = z.object({ account: z.object({ profile: ProfileSchema }) });
const PhoneParams = z.object({ number: PhoneSchema });

// The answers (explicit output shapes, documented in the OpenAPI contract).
const AccountSchema = z
  .object({
    id: z.number().int().positive(),
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
    recovery_codes_left: z.number().int().nonnegative(),
  }) satisfies z.ZodType<SecondFactorStatus>,
});
const RecoveryCodesBody = z.object({
  recovery_codes: z.array(z.string()).meta({ description: 'Each signs in once instead of a code; shown this once.' }),
});
const PhoneNumbersBody = z.object({ phone_numbers: z.array(z.string()) });
const SignUpStarted = z.object({ signup: z.object({ status: z.literal('email_sent'), email: z.string() }) });
const CodeSentObject = z.object({
  token: z.string().meta({ description: 'Sent back with the code the SMS carries.' }),
  otp_length: z.number().int().nonnegative(),
  expires_in: z.number().int().nonnegative().meta({ description: 'Seconds.' }),
  resend_in: z.number().int().nonnegative().meta({ description: 'Seconds before another code may be asked for.' }),
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
    id: z.number().int().positive(),
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

// The errors most calls share, in the words of their descriptions.
const SIGNED_IN = '`401 UNAUTHORIZED` without a session';
const RATE = '`429 RATE_LIMITED` (with Retry-After)';
const SMS_OFF = '`503 MESSAGING_UNAVAILABLE` when no SMS can be sent';

// Each route's schema option, in the order routes.ts registers them.
export const postAccount = {
  summary: 'Start a sign-up',
  description:
    'Starts a sign-up with a name, opt_out, an e-mail address and a new password (spec section 7: ' +
    '`account.profile{name, opt_out}`, `account.login{email, password}`) and e-mails the link that makes the ' +
    'account (POST /data/account/confirm). The answer is the same whether or not the address is registered ' +
    '(decision 21). Anyone may call it. Errors: `400 VALIDATION_FAILED` naming each bad field where it is ' +
    '(`body.account.login.password`: `password_too_short`, `password_too_weak`, `email_invalid`…), ' +
    `${RATE} after three sign-ups to the address in an hour or a flood from the caller's address, ` +
    '`503 MESSAGING_UNAVAILABLE` when no e-mail can be sent.',
  body: SignUpBody,
  response: { 202: SignUpStarted },
};
export const postAccountConfirm = {
  summary: 'Confirm a sign-up',
  description:
    "Makes the account from a sign-up link's token and signs it in: the session cookie for the site, the token " +
    'for `Authorization: Bearer` in the body. Anyone holding the link may call it. Errors: `400 VALIDATION_FAILED` ' +
    'for a malformed token, `400 INVALID_CODE` for a used, expired or unknown link.',
  body: SignUpConfirmSchema,
  response: { 201: SignedInBody },
};
export const getAccount = {
  summary: 'Get the signed-in account',
  description: `The signed-in account: its login, profile and recent phone numbers. Errors: ${SIGNED_IN}.`,
  response: { 200: AccountBody },
};
export const patchAccount = {
  summary: 'Edit the profile',
  description:
    "Sets the signed-in account's name and opt_out (the profile part of spec section 7's account envelope). " +
    `Errors: ${SIGNED_IN}, \`400 VALIDATION_FAILED\` naming \`body.account.profile.name\` ` +
    '(`name_required`, `name_too_long`).',
  body: ProfileBody,
  response: { 200: AccountBody },
};
export const deleteAccountSchema = {
  summary: 'Delete the account',
  description:
    'Erases the signed-in account: takes its ads down, ends its sessions, forgets its numbers and clears its ' +
    'name and e-mail, then clears the cookies. `confirm` must be true, and `password` must be the current one ' +
    `for an account that has a password. Errors: ${SIGNED_IN}, \`400 VALIDATION_FAILED\` (\`confirm_required\`), ` +
    '`400 WRONG_PASSWORD`.',
  body: DeleteAccountSchema,
  response: { 204: NoContent },
};
export const putAccountPassword = {
  summary: 'Change the password',
  description:
    'Sets a new password for the signed-in account and ends every session, this one included (decision 58); the ' +
    'answer signs this device in again. `current_password` is asked for only when the account has a password. ' +
    `Errors: ${SIGNED_IN}, \`400 VALIDATION_FAILED\` for a weak new password, \`400 WRONG_PASSWORD\`, ` +
    `${RATE} after ten changes in an hour.`,
  body: PasswordChangeSchema,
  response: { 200: SignedInBody },
};
export const getAccountPhoneNumbers = {
  summary: 'List the verified phone numbers',
  description: `The signed-in account's verified phone numbers, the ones an ad may show. Errors: ${SIGNED_IN}.`,
  response: { 200: PhoneNumbersBody },
};
export const postAccountPhoneNumbers = {
  summary: 'Send a code to add a phone number',
  description:
    'Sends an SMS code to a Bangladeshi number the signed-in account wants to add; POST ' +
    '/data/account/phone-numbers/verify adds it with the code (decision 62: limited codes per number). ' +
    `Errors: ${SIGNED_IN}, \`400 VALIDATION_FAILED\` (\`phone_invalid\`), ${RATE}, ${SMS_OFF}.`,
  body: PhoneCodeRequestSchema,
  response: { 202: CodeSentBody },
};
export const postAccountPhoneNumbersVerify = {
  summary: 'Add a phone number with its code',
  description:
    'Adds the number a code was sent to (POST /data/account/phone-numbers) to the signed-in account, as verified, ' +
    `and answers the account's numbers. Errors: ${SIGNED_IN}, \`400 VALIDATION_FAILED\`, \`400 INVALID_CODE\` ` +
    "for a wrong, used, expired or another account's code.",
  body: PhoneVerifySchema,
  response: { 200: PhoneNumbersBody },
};
export const deleteAccountPhoneNumbersNumber = {
  summary: 'Remove a phone number',
  description:
    "Removes one of the signed-in account's numbers and answers those left. Errors: " +
    `${SIGNED_IN}, \`400 VALIDATION_FAILED\` for a number that is not Bangladeshi (\`params.number\`), ` +
    "`404 NOT_FOUND` when the number is not the account's.",
  params: PhoneParams,
  response: { 200: PhoneNumbersBody },
};
export const getAccountSessions = {
  summary: 'List the live sessions',
  description:
    "The signed-in account's live sessions, each with its browser and system, the current one marked (ASVS " +
    `V7.5.2). Errors: ${SIGNED_IN}.`,
  response: { 200: SessionsBody },
};
export const deleteAccountSessionsId = {
  summary: 'End a session',
  description:
    "Ends one of the signed-in account's sessions (ending the current one signs out here). Errors: " +
    `${SIGNED_IN}, \`400 VALIDATION_FAILED\` (\`params.id\`), \`404 NOT_FOUND\` when the session is not the ` +
    "account's or has ended.",
  params: SessionParams,
  response: { 204: NoContent },
};
export const postSessions = {
  summary: 'Sign in',
  description:
    'Signs in with an e-mail address or phone number and a password (spec section 7: `session{identifier, ' +
    'password}`): the session cookie for the site, the token for `Authorization: Bearer` in the body. An account ' +
    'with a second factor gets a pending session (decision 189). Errors: `400 VALIDATION_FAILED` naming ' +
    '`body.session.<field>`, `400 INVALID_CREDENTIALS` whatever was wrong (decision 21), `403 ACCOUNT_SUSPENDED`, ' +
    `${RATE} after too many failures for the identifier or from the address (decision 234).`,
  body: PasswordSessionBody,
  response: { 200: SignedInBody },
};
export const postSessionsSecondFactor = {
  summary: 'Confirm a sign-in with a second factor',
  description:
    "The second step of signing in an account with a second factor (decision 189): the pending session's token " +
    "(cookie or Bearer) and an authenticator app's code or an unused recovery code. Errors: `401 UNAUTHORIZED` " +
    'without a pending session or after it went stale, `400 VALIDATION_FAILED` (`code_required`), ' +
    `\`400 INVALID_CODE\`, ${RATE} after too many wrong codes.`,
  body: SecondFactorCodeSchema,
  response: { 200: SignedInBody },
};
export const postAccountSecondFactor = {
  summary: 'Start turning on a second factor',
  description:
    'Starts enrolling an authenticator app for the signed-in account (decision 189): the secret, its otpauth URI ' +
    `and QR code, shown this once; POST /data/account/second-factor/confirm turns it on. Errors: ${SIGNED_IN}, ` +
    '`409 INVALID_TRANSITION` when a second factor is on already.',
  response: { 201: EnrolmentBody },
};
export const getAccountSecondFactor = {
  summary: 'Get the second factor status',
  description: `Whether the signed-in account has a second factor on, and how many recovery codes it has left. Errors: ${SIGNED_IN}.`,
  response: { 200: SecondFactorStatusBody },
};
export const postAccountSecondFactorConfirm = {
  summary: 'Turn on a second factor',
  description:
    "Turns the enrolled second factor on with the app's first code, ends the account's other sessions and " +
    `answers the recovery codes, shown this once (decision 189). Errors: ${SIGNED_IN}, \`400 VALIDATION_FAILED\`, ` +
    `\`400 INVALID_CODE\`, \`404 NOT_FOUND\` without an enrolment started, ${RATE} after too many wrong codes.`,
  body: SecondFactorCodeSchema,
  response: { 200: RecoveryCodesBody },
};
export const postAccountSecondFactorDisable = {
  summary: 'Turn off the second factor',
  description:
    'Turns the second factor off, with a code or recovery code as proof that the owner holds it; staff lose ' +
    `their powers with it (decision 190). Errors: ${SIGNED_IN}, \`400 VALIDATION_FAILED\`, \`400 INVALID_CODE\`, ` +
    `\`404 NOT_FOUND\` when no second factor is on, ${RATE} after too many wrong codes.`,
  body: SecondFactorCodeSchema,
  response: { 204: NoContent },
};
export const postSessionsGoogle = {
  summary: 'Sign in with Google',
  description:
    'Signs in with a Google identity token (spec section 7: `session{identity_token}`), making the account on ' +
    'its first use; answered as POST /data/sessions. Errors: `400 VALIDATION_FAILED` (`body.session.identity_token`), ' +
    '`400 GOOGLE_SIGN_IN_FAILED` for a token that is not valid or has no verified e-mail, `403 ACCOUNT_SUSPENDED`, ' +
    `${RATE}, \`503 SERVICE_UNAVAILABLE\` when Google sign-in is not configured.`,
  body: GoogleSessionBody,
  response: { 200: SignedInBody },
};
export const postSessionsPhoneCode = {
  summary: 'Send a sign-in code by SMS',
  description:
    'Step 1 of phone sign-in: sends an SMS code to a Bangladeshi number whether or not it has an account ' +
    '(decision 21); a device that signed in to the number before asks on its own budget (decision 234). ' +
    `Anyone may call it. Errors: \`400 VALIDATION_FAILED\` (\`phone_invalid\`), ${RATE}, ${SMS_OFF}.`,
  body: PhoneCodeRequestSchema,
  response: { 202: CodeSentBody },
};
export const postSessionsPhone = {
  summary: 'Sign in with an SMS code',
  description:
    'Steps 2 and 3 of phone sign-in: the token and code sign in the account of the number; a number without one ' +
    'is answered `needs_profile`, and the same call with `first_name` (and `last_name`) makes the account. ' +
    'Errors: `400 VALIDATION_FAILED` naming `body.session.<field>`, `400 INVALID_CODE` for a wrong, used or ' +
    `expired code (3 tries, decision 62), \`403 ACCOUNT_SUSPENDED\`, ${RATE}.`,
  body: PhoneSessionBody,
  response: { 200: PhoneSignedInBody },
};
export const postLogout = {
  summary: 'Sign out',
  description:
    'Ends the session making the call, if any, and clears the cookies (spec section 8: called on a 401). It ' +
    'always succeeds, with or without a session.',
  response: { 200: LoggedOut },
};
export const postPasswordResets = {
  summary: 'Start a password reset',
  description:
    'Starts a password reset for an e-mail address (a link is e-mailed) or a phone number (an SMS code is sent); ' +
    'the answer is the same whether or not an account has it (decision 21). Anyone may call it. Errors: ' +
    '`400 VALIDATION_FAILED` (`identifier_required`, `identifier_invalid` for a number that is not Bangladeshi), ' +
    `${RATE}, \`503 MESSAGING_UNAVAILABLE\` when the e-mail or SMS cannot be sent.`,
  body: PasswordResetRequestSchema,
  response: { 202: ResetStartedBody },
};
export const postPasswordResetsComplete = {
  summary: 'Set a new password from a reset',
  description:
    "Sets the new password with an e-mailed link's token, or an SMS reset's token and `otp`, and ends every " +
    'session of the account (decision 58). Errors: `400 VALIDATION_FAILED` for a weak password or a malformed ' +
    'token, `400 INVALID_CODE` for a wrong, used or expired link or code.',
  body: PasswordResetSchema,
  response: { 204: NoContent },
};
