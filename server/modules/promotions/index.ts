// The promotions module's face: the only file of it that other code imports (docs/architecture.md).
export { promotionRoutes } from './routes.ts';
export { ProductChangeSchema, PromotionOfferSchema } from './schemas.ts';
export {
  activatePromotion,
  applyPromotions,
  cancelPaidPromotions,
  holdVoucher,
  listProducts,
  myPromotions,
  ownAd,
  pricePromotion,
  priceVoucher,
  productsForGroup,
  promotionOffer,
  redeemVoucher,
  releaseVoucherUses,
  startIncludedPromotion,
  updateProduct,
} from './service.ts';
export type { PromotionOffer } from './service.ts';
export { issuedVouchers, issueVoucher, issueVoucherIn, IssueVoucherSchema } from './vouchers.ts';
export type { IssuedVoucher, IssueVoucherInput } from './vouchers.ts';
export { buySelection, quoteSelection } from './checkout.ts';
export type { SelectionInput } from './checkout.ts';
