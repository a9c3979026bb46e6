// The promotions module's face: the only file of it that other code imports (docs/architecture.md).
export { promotionRoutes } from './routes.ts';
export { activatePromotion, cancelPaidPromotions, startIncludedPromotion } from './activation.ts';
export { ownAd, pricePromotion, promotionOffer } from './pricing.ts';
export { listProducts, myPromotions, productsForGroup, updateProduct } from './products.ts';
export { applyPromotions } from './promotion-job.ts';
export { ProductChangeSchema, PromotionOfferSchema } from './schemas.ts';
export { holdVoucher, priceVoucher, redeemVoucher, releaseVoucherUses } from './voucher-use.ts';
export type { PromotionOffer } from './pricing.ts';
export { issuedVouchers, issueVoucher, issueVoucherIn, IssueVoucherSchema } from './vouchers.ts';
export type { IssuedVoucher, IssueVoucherInput } from './vouchers.ts';
export { buySelection, quoteSelection } from './checkout.ts';
export type { SelectionInput } from './checkout.ts';
export type { PromotionView } from './products.ts';
