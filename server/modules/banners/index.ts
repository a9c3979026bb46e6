// The banners module's face: the only file of it that other code imports (docs/architecture.md).
export { bannerRoutes, BannerSchema } from './routes.ts';
export { BannerInputSchema, bannersFor, createBanner, listBanners, updateBanner } from './service.ts';
export type { BannerView } from './service.ts';
