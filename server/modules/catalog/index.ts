// The catalog module's face: the only file of it that other code imports (docs/architecture.md).
export { CAR_BRANDS, MOTORBIKE_BRANDS } from './data/brands.ts';
export { CATEGORIES } from './data/categories.ts';
export { EXPERIENCE } from './data/filters.ts';
export { LOCATIONS } from './data/locations.ts';
export { ACCESSORY_CATEGORY_SLUGS, ACCESSORY_WORDS, CATEGORY_SYNONYMS } from './data/search-synonyms.ts';
export { isJobCategory, jobCategoryIds } from './job-categories.ts';
export { catalogPlugin } from './plugin.ts';
export { groupOfCategory } from './price-groups.ts';
export { catalogueIndex, overridesInForce, syncCatalogue } from './service.ts';
export { CatalogueLevelQuery } from './admin-routes.ts';
export { CatalogueEditParams, CatalogueEditSchema, catalogueLevel, editCatalogue } from './overrides.ts';
