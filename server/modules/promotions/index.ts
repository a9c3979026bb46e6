// The promotions module's face: the only file of it that other code imports (docs/architecture.md).
export { promotionRoutes } from './routes.ts';
export { PromotionOfferSchema } from './schemas.ts';
export { activatePromotion, cancelPaidPromotions, startIncludedPromotion } from './activation.ts';
export { applyPromotions } from './promotion-job.ts';
export { holdVoucher, priceVoucher, redeemVoucher, releaseVoucherUses } from './voucher-use.ts';
export { ownAd, pricePromotion, promotionOffer } from './pricing.ts';
export { productsForGroup } from './products.ts';
export type { PromotionOffer } from './pricing.ts';
export { issuedVouchers, issueVoucher, issueVoucherIn, IssueVoucherSchema } from './vouchers.ts';
export type { IssuedVoucher, IssueVoucherInput } from './vouchers.ts';
