// Which categories are the jobs vertical's (jobs 700 with its children, overseas jobs 400), for the modules that
// treat job ads apart: the ad form's fields, the review checks, the chat's fee check.
import type { CategoryDef } from '../../../core/catalogue.ts';
import { isJobCategoryType } from '../../../core/jobs/fields.ts';
import { catalogueIndex } from './service.ts';

/** A job ad's category: its properties are the job fields (core/jobs/fields.ts). */
export const isJobCategory = (category: CategoryDef): boolean =>
  catalogueIndex.categoryAncestors(category).some((c) => isJobCategoryType(c.type));

let ids: number[] | undefined;
/** Every category id of the jobs vertical (the catalogue is fixed while the process runs). */
export function jobCategoryIds(): number[] {
  ids ??= catalogueIndex.catalogue.categories.filter(isJobCategory).map((c) => c.id);
  return ids;
}
