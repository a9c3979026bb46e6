// The content module's face: the only file of it that other code imports (docs/architecture.md).
export { contentRoutes } from './routes.ts';
export { helpIndex } from './help-index.ts';
export { homeData } from './home.ts';
export { renderMarkdown } from './markdown.ts';
export { pageMeta, seoOf } from './seo.ts';
export {
  ContactRequestSchema,
  getPage,
  getPageText,
  listContactRequests,
  PageTextSchema,
  savePage,
  submitContactRequest,
} from './service.ts';
export type { PageMeta } from './seo.ts';
