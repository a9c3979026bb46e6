// One gallery per ad (decision 267), whatever tabs, double submits and retries happened: an ad shows exactly the
// pictures its last save listed, each once, and an upload is in at most one ad's gallery.
import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { createAd } from '../../seed/factories.ts';
import { client, signUpWithPhone } from '../accounts/testing.ts';
import { phoneJpeg, pictureRow } from '../media/pictures.test-support.ts';

const api = useTestApp();

const poster = () => signUpWithPhone(api);

const upload = (userId: number, sha256?: string) => pictureRow(api.db, userId, sha256 ? { sha256 } : {});

const adBody = (phone: string, pictureIds: number[], title = 'Samsung Galaxy S25 Ultra 256 GB') => ({
  category_id: 102,
  location_id: 100,
  title,
  description: 'Bought in March, boxed with the charger and the receipt. No scratches.',
  price: '120000',
  properties: { condition: 'used', brand: 'samsung', model: 'samsung-galaxy-s25-ultra' },
  contact_name: 'Rahim',
  phone_numbers: [phone.replace('+880', '0')],
  picture_ids: pictureIds,
});

const call = (token: string, method: 'POST' | 'PUT', url: string, payload: object | Buffer) =>
  client(api).call({ method, url, token, payload });

/** Every gallery row of these pictures, as [ad, position, picture]. */
async function galleryRows(pictureIds: number[]) {
  const rows = await api.db.query<{ ad_id: number; position: number; image_id: number }>(
    `SELECT ad_id, position, image_id FROM ad_images WHERE image_id = ANY($1::bigint[]) ORDER BY ad_id, position`,
    [pictureIds],
  );
  return rows.map((row) => [Number(row.ad_id), row.position, Number(row.image_id)]);
}

describe('one gallery per ad', () => {
  test('the same post sent eight times at once makes one ad with exactly its three pictures', async () => {
    const me = await poster();
    const pictures = [await upload(me.account.id), await upload(me.account.id), await upload(me.account.id)];
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => call(me.token, 'POST', '/data/ads', adBody(me.phone, pictures))),
    );
    const posted = responses.filter((response) => response.statusCode === 201);
    expect(posted).toHaveLength(1);
    // Each other one is refused: as a repeat of the ad posted (decision 264), or, past that check, for pictures
    // that ad shows already; which of the two comes first depends on the database's turns.
    for (const refused of responses.filter((response) => response.statusCode !== 201)) {
      const { error } = refused.json();
      if (refused.statusCode === 409) expect(error.code).toBe('DUPLICATE_AD');
      else {
        expect(refused.statusCode, refused.body).toBe(400);
        expect(error.violations).toContainEqual({ path: 'picture_ids.0', message: 'picture_invalid' });
      }
    }
    const adId = posted[0]!.json().ad.id;
    expect(await galleryRows(pictures)).toEqual(pictures.map((id, i) => [adId, i, id]));
  });

  test('a stale tab cannot put another ad’s pictures in a new ad; its own new pictures still go', async () => {
    const me = await poster();
    const first = [await upload(me.account.id), await upload(me.account.id), await upload(me.account.id)];
    const posted = await call(me.token, 'POST', '/data/ads', adBody(me.phone, first));
    expect(posted.statusCode, posted.body).toBe(201);
    const later = [await upload(me.account.id), await upload(me.account.id)];
    const stale = await call(me.token, 'POST', '/data/ads', adBody(me.phone, [...first, ...later]));
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.violations).toEqual([
      { path: 'picture_ids.0', message: 'picture_invalid' },
      { path: 'picture_ids.1', message: 'picture_invalid' },
      { path: 'picture_ids.2', message: 'picture_invalid' },
    ]);
    // Another ad of the seller's (not a repeat of the first: decision 264).
    const second = await call(me.token, 'POST', '/data/ads', adBody(me.phone, later, 'Samsung Galaxy A55 128 GB'));
    expect(second.statusCode, second.body).toBe(201);
    const [firstId, secondId] = [posted.json().ad.id, second.json().ad.id];
    expect(await galleryRows([...first, ...later])).toEqual([
      ...first.map((id, i) => [firstId, i, id]),
      ...later.map((id, i) => [secondId, i, id]),
    ]);
  });

  test('a photo uploaded four times at once (retries) and listed four times is shown once', async () => {
    const me = await poster();
    const photo = await phoneJpeg({ width: 640, height: 480 });
    const uploads = await Promise.all(Array.from({ length: 4 }, () => call(me.token, 'POST', '/data/pictures', photo)));
    const ids = uploads.map((response) => {
      expect(response.statusCode, response.body).toBe(201);
      return response.json().picture.id as number;
    });
    const other = await upload(me.account.id);
    const posted = await call(me.token, 'POST', '/data/ads', adBody(me.phone, [ids[0]!, other, ...ids.slice(1)]));
    expect(posted.statusCode, posted.body).toBe(201);
    const adId = posted.json().ad.id;
    expect(await galleryRows([...ids, other])).toEqual([
      [adId, 0, ids[0]],
      [adId, 1, other],
    ]);
  });

  test('edits sent six times at once leave the gallery exactly as listed', async () => {
    const me = await poster();
    const pictures = [await upload(me.account.id), await upload(me.account.id), await upload(me.account.id)];
    const posted = await call(me.token, 'POST', '/data/ads', adBody(me.phone, pictures));
    const adId = posted.json().ad.id;
    const edited = [pictures[2]!, pictures[0]!];
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => call(me.token, 'PUT', `/data/ads/${adId}`, adBody(me.phone, edited))),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    expect(await galleryRows(pictures)).toEqual(edited.map((id, i) => [adId, i, id]));
  });

  test('an ad from before the rule, sharing a picture with another ad of its seller, can still be edited', async () => {
    const me = await poster();
    const shared = await upload(me.account.id);
    const older = await createAd(api.db, me.account.id, { imageIds: [shared] });
    const newer = await createAd(api.db, me.account.id, { imageIds: [shared] });
    const response = await call(me.token, 'PUT', `/data/ads/${newer.id}`, adBody(me.phone, [shared]));
    expect(response.statusCode, response.body).toBe(200);
    expect(await galleryRows([shared])).toEqual([
      [older.id, 0, shared],
      [newer.id, 0, shared],
    ]);
  });
});
