// The price group a category belongs to (decision 106): promotions, memberships and quotas are priced per group.
import { categoryGroup, type CategoryGroup } from '../../../core/promotions/catalogue.ts';
import { catalogueIndex } from './service.ts';

/** The price group of a category id (decision 106). */
export function groupOfCategory(categoryId: number): CategoryGroup {
  const category = catalogueIndex.categoryById(categoryId);
  return categoryGroup(category ? catalogueIndex.categoryAncestors(category).map((c) => c.id) : []);
}
