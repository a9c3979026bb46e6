// The inputs of accounts, one zod schema each, shared by the page forms (app/routes/*) and the /data/* routes.
// Violation messages are stable keys (`password_too_short`…) that pages translate (app/accounts/account-messages.ts).
import { z } from 'zod';
import { toWesternDigits } from '../../../core/digits.ts';
import { normalizeBdPhone } from '../../../core/phone.ts';
import { isCommonPassword } from './common-passwords.ts';
import { FormBoolean } from '../../http/inputs.ts';

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'email_invalid' }));

/** At least 8 characters, at least 4 different ones, and not one of the commonest passwords. */
export const NewPasswordSchema = z
  .string()
  .min(8, { message: 'password_too_short' })
  .max(200, { message: 'password_too_long' })
  .refine((p) => new Set(p).size >= 4 && !isCommonPassword(p), { message: 'password_too_weak' });

/** A password being checked, not set: any non-empty text (old accounts may predate today's rules). */
const PasswordSchema = z.string().min(1, { message: 'password_required' }).max(200);

export const NameSchema = z.string().trim().min(1, { message: 'name_required' }).max(80, { message: 'name_too_long' });

export const PhoneSchema = z
  .string()
  .max(40)
  .transform((value, ctx) => {
    const phone = normalizeBdPhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'phone_invalid' });
      return z.NEVER;
    }
    return phone;
  });

// A code typed on a Bengali keyboard ("৪০৫১৪১") is the same code (spec section 5, Bengali digit input).
const OtpSchema = z
  .string()
  .trim()
  .transform(toWesternDigits)
  .pipe(z.string().regex(/^\d{4,8}$/, { message: 'otp_invalid' }));
const TokenSchema = z.string().min(20).max(100);

export const SignUpSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
  opt_out: FormBoolean,
});
export type SignUpInput = z.infer<typeof SignUpSchema>;

export const SignUpConfirmSchema = z.object({ token: TokenSchema });

/** identifier: an e-mail address or a phone number. */
export const PasswordSignInSchema = z.object({
  identifier: z.string().trim().min(1, { message: 'identifier_required' }).max(254),
  password: PasswordSchema,
});
export type PasswordSignInInput = z.infer<typeof PasswordSignInSchema>;

export const PhoneCodeRequestSchema = z.object({ phone_number: PhoneSchema });

export const PhoneSignInSchema = z.object({
  token: TokenSchema,
  otp: OtpSchema,
  // The third step of a number that has no account yet (spec section 3 phone-number context: firstName, lastName).
  first_name: NameSchema.optional(),
  last_name: z.string().trim().max(80).optional(),
});
export type PhoneSignInInput = z.infer<typeof PhoneSignInSchema>;

export const PhoneVerifySchema = z.object({ token: TokenSchema, otp: OtpSchema });

export const GoogleSignInSchema = z.object({ identity_token: z.string().min(20).max(4096) });

export const ProfileSchema = z.object({ name: NameSchema, opt_out: FormBoolean });
export type ProfileInput = z.infer<typeof ProfileSchema>;

export const PasswordChangeSchema = z.object({
  // Absent for an account that has no password yet (made by Google or phone sign-in).
  current_password: z.string().max(200).optional(),
  password: NewPasswordSchema,
});
export type PasswordChangeInput = z.infer<typeof PasswordChangeSchema>;

export const DeleteAccountSchema = z.object({
  confirm: FormBoolean.refine((v) => v, { message: 'confirm_required' }),
  password: z.string().max(200).optional(),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;

export const PasswordResetRequestSchema = z.object({
  identifier: z.string().trim().min(1, { message: 'identifier_required' }).max(254),
});

export const PasswordResetSchema = z.object({
  token: TokenSchema,
  // Present for a reset by SMS code; absent for an e-mailed link, whose token is the secret.
  otp: OtpSchema.optional(),
  password: NewPasswordSchema,
});
export type PasswordResetInput = z.infer<typeof PasswordResetSchema>;

/** A second factor's code: six digits from the authenticator app, or a recovery code (spaces and dashes allowed). */
export const SecondFactorCodeSchema = z.object({
  code: z.string().trim().min(1, { message: 'code_required' }).max(40),
});
