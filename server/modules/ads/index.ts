// The ads module's face: the only file of it that other code imports (docs/architecture.md).
export { AdCardSchema, Named, serpAd } from './card.ts';
export { actorFor, getOwnAd } from './own-ad.ts';
export {
  approveAd,
  autoApproveCleanAds,
  expireAds,
  expireAdsOf,
  hideAdsOfSuspended,
  rejectAd,
  showAdsOfRestored,
  takeDownAdsOfErased,
  takeDownReportedAd,
  warnExpiringAds,
} from './status-changes.ts';
export { listingFeeDue, markListingFeePaid, refundListingFee, settleListingFee } from './listing-fee.ts';
export { deleteAd, listMyAds, markSold, republishAd } from './my-ads.ts';
export { checkPostingLimits, getDraft, postAd, saveDraft } from './posting.ts';
export { updateAd } from './editing.ts';
export type { AdActor, OwnAd } from './own-ad.ts';
export type { MyAdsPage } from './my-ads.ts';
export type { PostedAd, PostingRules } from './posting.ts';
export { liveAdsByGroup, liveAdsOfGroup } from './live.ts';
export { REVIEW_PAGE_SIZE, reviewQueue } from './review.ts';
export { adRoutes } from './routes.ts';
export { MyAdsPageSchema, PostedAdBody } from './route-schemas.ts';
export { AdInputSchema, isPostableCategory, isPostableLocation, RejectSchema } from './schemas.ts';
export type { AdInput } from './schemas.ts';
export {
  ADS_PER_PAGE,
  allPublished,
  changedOwnAdSince,
  countAdsByTopCategory,
  findAdCards,
  findAdDetail,
  MAX_PAGE,
  newestAds,
  newestPublicationTime,
  ownAdsIn,
  revealPhoneNumbers,
} from './service.ts';
export type { AdCard, AdDetail, VisibleAdStatus } from './service.ts';
export { dailyAdStats } from './stats.ts';
