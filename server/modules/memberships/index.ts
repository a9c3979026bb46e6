// The memberships module's face: the only file of it that other code imports (docs/architecture.md).
export { memberTerms, staffMembership, staffMembershipIn, StaffMembershipSchema } from './grants.ts';
export type { StaffMembershipInput, StaffMembershipResult, TermView } from './grants.ts';
export { membershipsPlugin } from './plugin.ts';
export { claimQuotaSlot } from './quota.ts';
export {
  activateMembership,
  endRefundedMembership,
  priceMembership,
  runMembershipUpkeep,
  syncMemberFlags,
} from './service.ts';
export { membershipInForce } from './store.ts';
