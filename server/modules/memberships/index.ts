// The memberships module's face: the only file of it that other code imports (docs/architecture.md).
export { membershipDashboardRoutes } from './dashboard-routes.ts';
export { membershipDashboard } from './dashboard.ts';
export { memberTerms, staffMembership, staffMembershipIn, StaffMembershipSchema } from './grants.ts';
export type { StaffMembershipInput, StaffMembershipResult, TermView } from './grants.ts';
export { membershipPriceRoutes } from './price-routes.ts';
export { MembershipPriceParams, MembershipPriceSchema, packagePrices, setPackagePrice } from './prices.ts';
export { claimQuotaSlot, quotaOfCategory } from './quota.ts';
export { membershipRoutes } from './routes.ts';
export {
  activateMembership,
  applyIncludedPromotion,
  endRefundedMembership,
  onlineMemberships,
  priceMembership,
  quoteMembership,
  runMembershipUpkeep,
  syncMemberFlags,
} from './service.ts';
export { includedPromotionsLeft, membershipInForce } from './store.ts';
