// The ads module's face: the only file of it that other code imports (docs/architecture.md).
export { AdCardSchema, Named, serpAd } from './card.ts';
export {
  actorFor,
  approveAd,
  autoApproveCleanAds,
  checkPostingLimits,
  deleteAd,
  expireAds,
  expireAdsOf,
  getDraft,
  getOwnAd,
  hideAdsOfSuspended,
  listingFeeDue,
  listMyAds,
  markListingFeePaid,
  markSold,
  postAd,
  refundListingFee,
  rejectAd,
  republishAd,
  saveDraft,
  settleListingFee,
  showAdsOfRestored,
  takeDownAdsOfErased,
  takeDownReportedAd,
  updateAd,
} from './lifecycle.ts';
export type { AdActor, MyAdsPage, OwnAd, PostedAd, PostingRules } from './lifecycle.ts';
export { liveAdsByGroup, liveAdsOfGroup } from './live.ts';
export { REVIEW_PAGE_SIZE, reviewQueue } from './review.ts';
export { adRoutes, MyAdsPageSchema, PostedAdBody } from './routes.ts';
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
