// Screenshots compared with committed references (decision 203): pixelmatch and pngjs, because
// Playwright's toHaveScreenshot lives in @playwright/test, which this project does not run. A missing reference is
// written (UPDATE_SCREENSHOTS=1 rewrites them all), except in CI, where it fails: a look nobody has seen is not a pass.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';

const REFERENCES = path.join(import.meta.dirname, 'screenshots');
/** How far a pixel's colour may move before it counts as different (pixelmatch's YIQ distance, 0–1). */
const THRESHOLD = 0.1;
/**
 * The share of pixels that may differ: 0.2 % of a 360 × 1480 picture is about 1,070 pixels, room for a few
 * glyphs rasterised a shade apart, while a changed button, a line of text wrapping differently or a missing
 * picture moves far more.
 */
const MAX_DIFFERENT_SHARE = 0.002;
/** The picture is the top of the page, at most two phone screens: enough for the layout, small to keep. */
const SCREENS = 2;

/** Waits until web fonts and every picture on the page have loaded (lazy ones too: they are asked for now). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images, (img) => {
        img.loading = 'eager';
        return img.complete ? null : img.decode().catch(() => null);
      }),
    );
  });
}

/** Writes a failed comparison's screenshot (and its difference) to a fresh temporary directory, named in the error. */
async function keep(name: string, actual: Buffer, diff?: Buffer): Promise<string> {
  const out = await mkdtemp(path.join(tmpdir(), `haat-looks-${name}-`));
  await writeFile(path.join(out, `${name}.actual.png`), actual);
  if (diff) await writeFile(path.join(out, `${name}.diff.png`), diff);
  return out;
}

/**
 * Compares the top of the page (up to two screens of the viewport, scale 1) with the reference `name`.png.
 * `mask` covers what changes from run to run by design (each caller says why); animations and the caret are off.
 */
export async function expectLooksLike(page: Page, name: string, mask: Locator[] = []): Promise<void> {
  await settle(page);
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('the page has no fixed viewport');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const actual = await page.screenshot({
    fullPage: true,
    clip: { x: 0, y: 0, width: viewport.width, height: Math.min(height, viewport.height * SCREENS) },
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    mask,
    maskColor: '#ff00ff',
  });
  const file = path.join(REFERENCES, `${name}.png`);
  const update = process.env.UPDATE_SCREENSHOTS === '1';
  if (update || !existsSync(file)) {
    if (process.env.CI === 'true') {
      throw new Error(`no reference screenshot ${file} (make it with UPDATE_SCREENSHOTS=1 outside CI and commit it)`);
    }
    await mkdir(REFERENCES, { recursive: true });
    await writeFile(file, actual);
    return;
  }
  const expected = PNG.sync.read(await readFile(file));
  const got = PNG.sync.read(actual);
  if (expected.width !== got.width || expected.height !== got.height) {
    const out = await keep(name, actual);
    throw new Error(
      `${name}: ${got.width}×${got.height} px, the reference is ${expected.width}×${expected.height} px; ` +
        `the screenshot is in ${out}`,
    );
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const different = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, { threshold: THRESHOLD });
  const share = different / (got.width * got.height);
  if (share > MAX_DIFFERENT_SHARE) {
    const out = await keep(name, actual, PNG.sync.write(diff));
    throw new Error(
      `${name}: ${different} pixels (${(share * 100).toFixed(2)} %) differ from the reference, more than ` +
        `${MAX_DIFFERENT_SHARE * 100} %; the screenshot and the difference are in ${out}`,
    );
  }
}
