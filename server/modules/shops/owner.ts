// The owner's side of a shop: reading their own for the settings form, creating and changing it (decisions 153, 154).
import type { Locale } from '../../../core/catalogue.ts';
import { AppError } from '../../../core/errors.ts';
import type { ShopSettingsInput } from '../../../core/shops/settings.ts';
import type { Database, Queryable } from '../../adapters/database.ts';
import { membershipInForce } from '../memberships/index.ts';
import { usablePictures } from '../media/index.ts';
import { index, type Shop, type ShopRow, SHOP_COLUMNS, SHOP_FROM, toShop } from './records.ts';

// ---- the owner's settings ------------------------------------------------------------------------------------

export interface MyShop {
  /** The member's shop, or null before they create it. */
  shop: Shop | null;
  /** A membership is in force: the member may create or edit the shop. */
  canEdit: boolean;
  /** The logo's and cover's picture ids, for the form. */
  logoId: number | null;
  coverId: number | null;
  /** The category group of the membership in force (authorised dealers: vehicles, electronics). */
  membershipGroup: string | null;
}

export async function myShop(db: Queryable, userId: number, locale: Locale, now: Date): Promise<MyShop> {
  const [[row], term] = await Promise.all([
    db.query<ShopRow>(`SELECT ${SHOP_COLUMNS} ${SHOP_FROM} WHERE s.owner_id = $1`, [userId]),
    membershipInForce(db, userId, now),
  ]);
  return {
    shop: row ? toShop(row, locale) : null,
    canEdit: term !== null,
    logoId: row?.logo_id === null || !row ? null : Number(row.logo_id),
    coverId: row?.cover_id === null || !row ? null : Number(row.cover_id),
    membershipGroup: term?.category_group ?? null,
  };
}

const fieldError = (path: string, message: string) => new AppError('VALIDATION_FAILED', [{ path, message }]);

/**
 * Creates (shopId null) or changes the member's shop. Only a member in force may (FORBIDDEN otherwise); another
 * member's shop is NOT_FOUND. A slug taken by another shop, now or as an old slug, is refused; the shop's own old
 * slug redirects to the new one.
 */
export async function saveShop(
  db: Database,
  userId: number,
  shopId: number | null,
  input: ShopSettingsInput,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [own] = await tx.query<{ id: number; slug: string }>(
      'SELECT id, slug FROM shops WHERE owner_id = $1 FOR UPDATE',
      [userId],
    );
    if (shopId !== null && (!own || Number(own.id) !== shopId)) throw new AppError('NOT_FOUND');
    if (shopId === null && own) throw new AppError('INVALID_TRANSITION');
    if (!(await membershipInForce(tx, userId, now))) throw new AppError('FORBIDDEN');
    if (input.category_id !== null && !index.categoryById(input.category_id))
      throw fieldError('category_id', 'invalid');
    if (input.location_id !== null && !index.locationById(input.location_id))
      throw fieldError('location_id', 'invalid');
    const pictureIds = [input.logo_id, input.cover_id].filter((id): id is number => id !== null);
    const usable = await usablePictures(tx, userId, pictureIds);
    if (usable.length < new Set(pictureIds).size) throw fieldError('logo_id', 'picture_invalid');
    const [taken] = await tx.query<{ shop_id: number }>(
      `SELECT id AS shop_id FROM shops WHERE slug = $1
       UNION ALL SELECT shop_id FROM shop_old_slugs WHERE slug = $1`,
      [input.slug],
    );
    if (taken && (!own || Number(taken.shop_id) !== Number(own.id))) throw fieldError('slug', 'slug_taken');
    const values = [
      input.slug,
      input.name,
      input.description,
      input.category_id,
      input.location_id,
      input.logo_id,
      input.cover_id,
      JSON.stringify(input.opening_hours),
      JSON.stringify(input.addresses),
      JSON.stringify(input.phones),
      now,
    ];
    if (!own) {
      const [created] = await tx.query<{ id: number }>(
        `INSERT INTO shops (owner_id, slug, name, description, category_id, location_id, logo_image_id,
           cover_image_id, opening_hours, addresses, phones, updated_at, created_at)
         VALUES ($12, $1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10::jsonb, $11, $11) RETURNING id`,
        [...values, userId],
      );
      const id = Number(created!.id);
      // The member's ads are posted from their shop from now on (cards and the shop page show them).
      await tx.query('UPDATE ads SET shop_id = $1 WHERE user_id = $2 AND shop_id IS NULL', [id, userId]);
      return id;
    }
    if (own.slug !== input.slug) {
      await tx.query('DELETE FROM shop_old_slugs WHERE slug = $1', [input.slug]);
      await tx.query('INSERT INTO shop_old_slugs (slug, shop_id) VALUES ($1, $2) ON CONFLICT (slug) DO NOTHING', [
        own.slug,
        own.id,
      ]);
    }
    await tx.query(
      `UPDATE shops SET slug = $1, name = $2, description = $3, category_id = $4, location_id = $5,
         logo_image_id = $6, cover_image_id = $7, opening_hours = $8::jsonb, addresses = $9::jsonb,
         phones = $10::jsonb, updated_at = $11
       WHERE id = $12`,
      [...values, own.id],
    );
    return Number(own.id);
  });
}
