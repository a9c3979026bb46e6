// The media module's face: the only file of it that other code imports (docs/architecture.md).
export { mediaRoutes, PictureBytes, PictureSourcesSchema, pictureUploadGuard } from './routes.ts';
export {
  checkUploadLimits,
  galleryPictures,
  pictureSources,
  pictureSrcSet,
  pictureUrl,
  removeUnattachedPictures,
  storePicture,
  storeUpload,
  uploadPicture,
  usablePictures,
} from './service.ts';
export type { GallerySelection, PictureSize, PictureSources, UploadedPicture } from './service.ts';
