// The categories-and-places page (decision 159): checked as GET /data/admin/catalogue and POST
// /data/admin/catalogue/:kind/:id, through the same service.
import type { AppLoadContext } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formFailure } from '../accounts/accounts.server.ts';
import { requireBackOffice, requireBackOfficeAction } from './access.server.ts';

interface PageArgs {
  request: Request;
  context: AppLoadContext;
  locale: Locale;
}

export async function loadCatalogue({ request, context, locale }: PageArgs) {
  await requireBackOffice(context, request, locale);
  const query = context.modules.http.parseInput(
    context.modules.catalog.CatalogueLevelQuery,
    Object.fromEntries(new URL(request.url).searchParams),
    'query',
  );
  const parent =
    query.kind === 'category'
      ? context.modules.catalog.catalogueIndex.categoryById(query.parent)
      : context.modules.catalog.catalogueIndex.locationById(query.parent);
  return {
    ...query,
    parentName: parent?.name[locale] ?? null,
    grandparent: parent?.parentId ?? null,
    items: context.modules.catalog.catalogueLevel(query.kind, query.parent),
  };
}

/** One item's form: `kind`, `id`, the button's `action`, and for a rename `name_bn` and `name_en`. */
export async function catalogueForm({ request, context, locale }: PageArgs) {
  const staff = await requireBackOfficeAction(context, request, locale, '/data/admin/catalogue/:kind/:id');
  const form = Object.fromEntries(await request.formData());
  try {
    const { kind, id } = context.modules.http.parseInput(context.modules.catalog.CatalogueEditParams, form, 'params');
    await context.modules.catalog.editCatalogue(
      context,
      staff,
      kind,
      id,
      context.modules.http.parseInput(context.modules.catalog.CatalogueEditSchema, form, 'body'),
    );
    return { ok: true as const };
  } catch (error) {
    return formFailure(locale, error);
  }
}
