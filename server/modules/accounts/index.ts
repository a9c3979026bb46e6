// The accounts module's face: the only file of it that other code imports (docs/architecture.md).
export { createOrPromote, createSystemAccount, roleOf, standingOf } from './admins.ts';
export { hashPassword } from './passwords.ts';
export {
  addWarning,
  dailySignUps,
  findPeople,
  getPerson,
  listStaff,
  lockAdmins,
  resetPhoneNumbers,
  restoreAccount,
  setEmployerVerified,
  setRole,
  suspendAccount,
  warningsOf,
} from './people.ts';
export type { Person, PersonSummary } from './people.ts';
export { accountRoutes } from './routes.ts';
export {
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
export type { DeleteAccountInput } from './schemas.ts';
export { deleteAccount, getAccount, hasEmployerDashboard, updateProfile, verifiedPhoneNumbers } from './account.ts';
export { rememberDevice } from './devices.ts';
export { changePassword, requestPasswordReset, resetPassword } from './password-changes.ts';
export { deletePhoneNumber, sendAddPhoneCode, verifyAddedPhone } from './phone-numbers.ts';
export {
  confirmEnrolment,
  disableSecondFactor,
  enrolmentLabel,
  enrolWithSecret,
  newSecret,
  pendingEnrolment,
  secondFactorStatus,
  startEnrolment,
} from './second-factor.ts';
export {
  createSession,
  endSession,
  isSessionAlive,
  listSessions,
  noteSessionDevice,
  resolveSession,
  revokeSession,
} from './sessions.ts';
export {
  sendLoginCode,
  signInWithGoogle,
  signInWithPassword,
  signInWithPhone,
  signInWithSecondFactor,
} from './sign-in.ts';
export { confirmSignUp, startSignUp } from './sign-up.ts';
export type { AccountDeps, ErasureRules, SignedIn } from './account.ts';
export type { SessionView } from './sessions.ts';
