import { describe, expect, test } from 'vitest';
// Not a React hook, whatever its name says.
import { useTestApp as openTestApp } from '../../tests/app.ts';
import { MAX_PICTURE_BYTES, MOST_PICTURES } from '../../core/pictures.ts';
import { createUser } from '../../server/seed/factories.ts';
import { fakeJpeg, phoneHeic, phoneJpeg, tinyPng } from '../../server/modules/media/pictures.test-support.ts';
import { uploadPicture } from '../../server/modules/media/service.ts';
import { readPictureField, readPictureForm } from './pictures.server.ts';

const api = openTestApp();

const file = (bytes: Buffer, name: string) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

describe('readPictureField', () => {
  test('keeps the uploaded ids in order, then stores the files the form sent (no JavaScript)', async () => {
    const owner = await createUser(api.db);
    const earlier = await uploadPicture(api, owner, await tinyPng());
    const form = new FormData();
    form.append('picture_ids', String(earlier.id));
    form.append('pictures', file(await phoneHeic(), 'IMG_0001.HEIC'));
    // A file input left empty sends a nameless empty file.
    form.append('pictures', new File([], ''));
    const field = await readPictureField(api, owner, form, 5);
    expect(field.ok).toBe(true);
    expect(field.pictures.map((p) => p.id)[0]).toBe(earlier.id);
    expect(field.pictures).toHaveLength(2);
    expect(field.pictures[1]).toMatchObject({ width: 96, height: 64 });
  });

  test('names a bad file or a foreign id as a field error and keeps every good picture', async () => {
    const [owner, other] = [await createUser(api.db), await createUser(api.db)];
    const mine = await uploadPicture(api, owner, await tinyPng());
    const theirs = await uploadPicture(api, other, await tinyPng());
    const form = new FormData();
    form.append('picture_ids', String(theirs.id));
    form.append('picture_ids', String(mine.id));
    expect(await readPictureField(api, owner, form, 5)).toMatchObject({
      ok: false,
      error: 'UNKNOWN_PICTURE',
      pictures: [{ id: mine.id }],
    });

    const fake = new FormData();
    fake.append('picture_ids', String(mine.id));
    fake.append('pictures', file(fakeJpeg(), 'holiday.jpg'));
    expect(await readPictureField(api, owner, fake, 5)).toMatchObject({
      ok: false,
      error: 'UNSUPPORTED_PICTURE',
      pictures: [{ id: mine.id }],
    });
  });

  test('stores no more files than the category allows', async () => {
    const owner = await createUser(api.db);
    const form = new FormData();
    for (let i = 0; i < 3; i++) form.append('pictures', file(await tinyPng(), `p${i}.png`));
    const field = await readPictureField(api, owner, form, 2);
    expect(field).toMatchObject({ ok: false, error: 'TOO_MANY_PICTURES' });
    expect(field.pictures).toHaveLength(2);
  });
});

describe('readPictureField for an ad’s gallery', () => {
  test('the same photos chosen again after a form came back with errors are not added twice (the 5-of-3 case)', async () => {
    const owner = await createUser(api.db);
    const photos = await Promise.all([200, 210, 220].map((width) => phoneJpeg({ width, height: 150 })));
    // The first try stored the three files; the form came back with them kept and its file input empty.
    const kept = [];
    for (const photo of photos) kept.push(await uploadPicture(api, owner, photo));
    const form = new FormData();
    for (const picture of kept) form.append('picture_ids', String(picture.id));
    photos.forEach((photo, i) => form.append('pictures', file(photo, `IMG_000${i}.jpg`)));
    const field = await readPictureField(api, owner, form, 5, { adId: null });
    expect(field).toMatchObject({ ok: true });
    expect(field.pictures.map((p) => p.id)).toEqual(kept.map((p) => p.id));
  });
});

describe('readPictureForm', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://localhost/bn/post-ad/details', {
      method: 'POST',
      body,
      headers,
      duplex: 'half',
    } as RequestInit);

  test('reads a multipart form', async () => {
    const form = new FormData();
    form.append('title', 'Walton fridge');
    form.append('pictures', file(await tinyPng(), 'fridge.png'));
    const read = await readPictureForm(api, post(form));
    expect(read.get('title')).toBe('Walton fridge');
    expect((read.get('pictures') as File).size).toBeGreaterThan(0);
  });

  test('refuses a body larger than the most pictures allowed, declared or streamed', async () => {
    const huge = (MOST_PICTURES + 1) * MAX_PICTURE_BYTES + 2 * 1024 * 1024;
    await expect(
      readPictureForm(
        api,
        post('x', { 'content-length': String(huge), 'content-type': 'multipart/form-data; boundary=b' }),
      ),
    ).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    await expect(
      readPictureForm(api, post(stream, { 'content-type': 'multipart/form-data; boundary=b' })),
    ).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    // Reading stops at the limit (about MOST_PICTURES × 5 MiB), not at the end of the stream.
    expect(sent).toBeLessThan((MOST_PICTURES * MAX_PICTURE_BYTES) / (1024 * 1024) + 10);
  });
});
