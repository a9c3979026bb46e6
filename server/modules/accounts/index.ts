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
} from './people.ts';
export type { Person, PersonSummary } from './people.ts';
export { accountRoutes } from './routes.ts';
export { PhoneSchema } from './schemas.ts';
export type { DeleteAccountInput } from './schemas.ts';
export { enrolWithSecret, newSecret } from './second-factor.ts';
export { deleteAccount, getAccount, hasEmployerDashboard, verifiedPhoneNumbers } from './account.ts';
export type { AccountDeps, ErasureRules } from './account.ts';
export { createSession, isSessionAlive, resolveSession } from './sessions.ts';
