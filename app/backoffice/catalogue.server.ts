// The categories-and-places page (decision 159): checked as GET /data/admin/catalogue and POST
// /data/admin/catalogue/:kind/:id, through the same service.
import type { AppLoadContext } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { parseInput } from '../../server/http/errors.ts';
import { CatalogueLevelQuery } from '../../server/modules/catalog/admin-routes.ts';
import {
  CatalogueEditParams,
  CatalogueEditSchema,
  catalogueLevel,
  editCatalogue,
} from '../../server/modules/catalog/overrides.ts';
import { catalogueIndex } from '../../server/modules/catalog/service.ts';
import { formFailure } from '../accounts.server.ts';
import { requireBackOffice, requireBackOfficeAction } from './access.server.ts';

interface PageArgs {
  request: Request;
  context: AppLoadContext;
  locale: Locale;
}

export async function loadCatalogue({ request, context, locale }: PageArgs) {
  await requireBackOffice(context, request, locale);
  const query = parseInput(CatalogueLevelQuery, Object.fromEntries(new URL(request.url).searchParams), 'query');
  const parent =
    query.kind === 'category' ? catalogueIndex.categoryById(query.parent) : catalogueIndex.locationById(query.parent);
  return {
    ...query,
    parentName: parent?.name[locale] ?? null,
    grandparent: parent?.parentId ?? null,
    items: catalogueLevel(query.kind, query.parent),
  };
}

/** One item's form: `kind`, `id`, the button's `action`, and for a rename `name_bn` and `name_en`. */
export async function catalogueForm({ request, context, locale }: PageArgs) {
  const staff = await requireBackOfficeAction(context, request, locale, '/data/admin/catalogue/:kind/:id');
  const form = Object.fromEntries(await request.formData());
  try {
    const { kind, id } = parseInput(CatalogueEditParams, form, 'params');
    await editCatalogue(context, staff, kind, id, parseInput(CatalogueEditSchema, form, 'body'));
    return { ok: true as const };
  } catch (error) {
    return formFailure(locale, error);
  }
}
