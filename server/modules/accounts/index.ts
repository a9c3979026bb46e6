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
  changePassword,
  confirmSignUp,
  deleteAccount,
  deletePhoneNumber,
  getAccount,
  hasEmployerDashboard,
  requestPasswordReset,
  resetPassword,
  sendAddPhoneCode,
  sendLoginCode,
  signInWithGoogle,
  signInWithPassword,
  signInWithPhone,
  signInWithSecondFactor,
  startSignUp,
  updateProfile,
  verifiedPhoneNumbers,
  verifyAddedPhone,
} from './service.ts';
export type { AccountDeps, ErasureRules } from './service.ts';
export {
  createSession,
  endSession,
  isSessionAlive,
  listSessions,
  noteSessionDevice,
  resolveSession,
  revokeSession,
} from './sessions.ts';
export { rememberDevice } from './devices.ts';
export type { SessionView } from './sessions.ts';
