// The media module's face: the only file of it that other code imports (docs/architecture.md).
export { mediaRoutes, PictureBytes, PictureSourcesSchema, pictureUploadGuard } from './routes.ts';
export {
  checkUploadLimits,
  pictureSources,
  pictureSrcSet,
  pictureUrl,
  removeUnattachedPictures,
  storePicture,
  storeUpload,
  uploadPicture,
} from './service.ts';
export { galleryPictures, type GallerySelection, usablePictures } from './galleries.ts';
export type { PictureSize, PictureSources, UploadedPicture } from './service.ts';
