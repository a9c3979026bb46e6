// The ads module's face: the only file of it that other code imports (docs/architecture.md).
export { AdCardSchema, Named, serpAd } from './card.ts';
export {
  actorFor,
  approveAd,
  autoApproveCleanAds,
  expireAds,
  expireAdsOf,
  getOwnAd,
  hideAdsOfSuspended,
  listingFeeDue,
  listMyAds,
  markListingFeePaid,
  postAd,
  refundListingFee,
  rejectAd,
  republishAd,
  settleListingFee,
  showAdsOfRestored,
  takeDownAdsOfErased,
  takeDownReportedAd,
  updateAd,
} from './lifecycle.ts';
export type { AdActor, MyAdsPage, OwnAd, PostedAd, PostingRules } from './lifecycle.ts';
export { liveAdsByGroup, liveAdsOfGroup } from './live.ts';
export { reviewQueue } from './review.ts';
export { adRoutes, MyAdsPageSchema, PostedAdBody } from './routes.ts';
export { isPostableCategory, RejectSchema } from './schemas.ts';
export type { AdInput } from './schemas.ts';
export {
  ADS_PER_PAGE,
  allPublished,
  changedOwnAdSince,
  countAdsByTopCategory,
  findAdCards,
  findAdDetail,
  MAX_PAGE,
  newestPublicationTime,
  ownAdsIn,
  revealPhoneNumbers,
} from './service.ts';
export type { AdCard, AdDetail, VisibleAdStatus } from './service.ts';
export { dailyAdStats } from './stats.ts';
