// The memberships module's face: the only file of it that other code imports (docs/architecture.md).
export { memberTerms, staffMembership, staffMembershipIn, StaffMembershipSchema } from './grants.ts';
export type { StaffMembershipInput, StaffMembershipResult, TermView } from './grants.ts';
export { membershipsPlugin } from './plugin.ts';
export { claimQuotaSlot, quotaOfCategory } from './quota.ts';
export {
  activateMembership,
  applyIncludedPromotion,
  endRefundedMembership,
  onlineMemberships,
  priceMembership,
  quoteMembership,
  runMembershipUpkeep,
  syncMemberFlags,
  titlesOfAdsToChoose,
} from './service.ts';
export { includedPromotionsLeft, membershipInForce } from './store.ts';
export { membershipDashboard } from './dashboard.ts';
export { MembershipPriceParams, MembershipPriceSchema, packagePrices, setPackagePrice } from './prices.ts';
