// Pictures that fit a phone plan (decision 266): a large photo is shrunk in the browser before it is
// uploaded, a failed upload offers a retry and is not counted, and the file input is never the browser's own.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { openPage, PHONE, visit } from './browser.ts';
import { asNewVisitor, signUpByPhone } from './sign-up.ts';

const POST_AD = '/en/post-ad/details?category=102&location=100';

/** A 4000 × 3000 photo-like JPEG (soft shapes and grain) of about 6 MB: over the 5 MB limit as taken. */
async function largePhoto(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const pixels = await sharp(randomBytes(80 * 60 * 3), { raw: { width: 80, height: 60, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = randomBytes(pixels.length);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.max(0, Math.min(255, pixels[i]! + (grain[i]! & 31) - 16));
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const smallPhoto = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#27ae60' } })
    .jpeg()
    .toBuffer();

describe('the picture uploader', () => {
  test('sends a 6 MB photo as a few hundred KB WebP, upright; a failed upload waits for a retry, not counted', async () => {
    const page = await asNewVisitor(await openPage(PHONE));
    await signUpByPhone(page, 'Farhana');
    // Fake timers, so that the automatic retries' pauses (2, 5 and 15 s) can be skipped.
    await page.clock.install();
    await visit(page, POST_AD);

    // No browser-drawn "Choose Files": the input is visually hidden inside the labelled button.
    const input = page.locator('input[type=file]');
    expect((await input.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
    await page.getByText('Add pictures', { exact: true }).waitFor();

    // Playwright reports no size for a Blob body: the page notes what each upload sends; its pixels come from the
    // server's answer.
    await page.evaluate(() => {
      const notes: { bytes: number; type: string }[] = [];
      Object.assign(window, { sentPictures: notes });
      const send = XMLHttpRequest.prototype.send;
      XMLHttpRequest.prototype.send = function (body) {
        if (body instanceof Blob) notes.push({ bytes: body.size, type: body.type });
        return send.call(this, body);
      };
    });
    const answers: { width: number; height: number }[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/data/pictures')
        void response
          .json()
          .then((answer: { picture: { width: number; height: number } }) => answers.push(answer.picture));
    });
    const photo = await largePhoto();
    expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
    await input.setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect.poll(() => page.locator('input[name=picture_ids]').count(), { timeout: 30_000 }).toBe(1);
    const sent = await page.evaluate(() => (window as unknown as { sentPictures: unknown[] }).sentPictures);
    expect(sent).toEqual([{ bytes: expect.any(Number), type: 'image/webp' }]);
    const { bytes } = sent[0] as { bytes: number };
    expect(bytes).toBeGreaterThan(20_000);
    expect(bytes).toBeLessThan(1024 * 1024);
    // Upright: the canvas's WebP carries no EXIF, so a portrait stored (orientation 6 turns the 4000 × 3000 photo)
    // means the browser turned it, inside the largest stored size (1600 wide, up to twice as tall).
    await expect.poll(() => answers).toEqual([expect.objectContaining({ width: 1600, height: 2133 })]);
    await page.getByText('1 of 5 pictures').waitFor();

    // The next upload fails on the network, every time: three automatic retries, then the button.
    let failing = true;
    await page.route('**/data/pictures', (route) => (failing ? route.abort('failed') : route.continue()));
    await input.setInputFiles({ name: 'IMG_2042.jpg', mimeType: 'image/jpeg', buffer: await smallPhoto() });
    const retry = page.getByRole('button', { name: 'Try again' });
    for (let i = 0; i < 20 && !(await retry.isVisible()); i++) {
      await page.clock.fastForward(5_000);
      await page.waitForTimeout(100);
    }
    await retry.waitFor();
    const failed = page.locator('[data-testid=picture][data-status=failed]');
    await failed.getByText('It is not counted and will not be sent.').waitFor();
    await page.getByText('1 of 5 pictures').waitFor();
    expect(await page.locator('input[name=picture_ids]').count()).toBe(1);

    failing = false;
    await retry.click();
    await expect.poll(() => page.locator('input[name=picture_ids]').count(), { timeout: 30_000 }).toBe(2);
    await page.getByText('2 of 5 pictures').waitFor();
    expect(await failed.count()).toBe(0);
  });

  test('without JavaScript the file input is drawn as the same button, in the page’s language', async () => {
    const page = await asNewVisitor(await openPage(PHONE, { javaScript: false }));
    await signUpByPhone(page, 'Mahin');
    await visit(page, POST_AD.replace('/en/', '/bn/'));
    const input = page.locator('input[type=file][name=pictures]');
    expect((await input.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
    await page.getByText('ছবি যোগ করুন', { exact: true }).waitFor();
    await page.getByText('প্রতিটি ৫ এমবি পর্যন্ত', { exact: false }).waitFor();
  });
});
