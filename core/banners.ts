// Where banners show (spec section 2): the home page, results pages, the ad page, and the roadblock.
export const BANNER_SLOTS = ['home', 'results', 'ad', 'roadblock'] as const;
export type BannerSlot = (typeof BANNER_SLOTS)[number];
