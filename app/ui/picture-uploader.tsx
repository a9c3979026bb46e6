// The pictures field of the post-ad and edit-ad forms. With JavaScript each picture is shrunk in the browser to the
// largest size the site shows (decision 266) and uploads on its own to POST /data/pictures (two at a time, with
// progress); a failed one retries by itself with growing pauses and then offers a button, without touching the
// others, and counts for nothing until it is uploaded. Pictures can be moved, made the cover (the first) and removed, and
// the form gets one hidden `picture_ids` input per uploaded picture, in order. Without JavaScript it is a plain
// file input named `pictures` (the form must be multipart; the server shrinks what it stores), drawn as the same
// button, plus a "keep" checkbox per picture already uploaded; the form action reads both with readPictureField
// (app/ads/pictures.server.ts).
import { useSyncExternalStore } from 'react';
import { translator } from '../../core/i18n.ts';
import { useLocale } from './i18n.ts';
import { ACCEPT, PictureDropZone, PICK_BUTTON } from './picture-uploader-drop-zone.tsx';
import { pictureUploaderMessages } from './picture-uploader-messages.ts';
import { PictureTile } from './picture-uploader-tile.tsx';
import { counts, usePictureUploads, type UploaderPicture } from './use-picture-uploads.ts';

export type { UploaderPicture };

export interface PictureUploaderProps {
  /** How many pictures the ad's category allows (maxPictures in core/pictures.ts). */
  max: number;
  /** Pictures the ad has already, in order. */
  initial?: readonly UploaderPicture[];
  /** A field error from the server, already in the page's language. */
  error?: string | undefined;
}

const subscribeNothing = () => () => {};

/** True once React runs in the browser; false on the server and while hydrating (so both render the same). */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

export function PictureUploader(props: PictureUploaderProps) {
  return useHydrated() ? <ScriptedUploader {...props} /> : <PlainUploader {...props} />;
}

function FieldHead({ max, error, shrunk }: { max: number; error?: string | undefined; shrunk: boolean }) {
  const t = translator(pictureUploaderMessages, useLocale());
  return (
    <>
      <legend className="text-sm font-medium text-gray-800">{t('legend')}</legend>
      <p id="pictures-hint" className="mt-1 text-xs text-gray-600">
        {t(shrunk ? 'hintShrunk' : 'hint', { max })}
      </p>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** Without JavaScript: the form sends the chosen files, and a ticked checkbox per picture to keep. */
function PlainUploader({ max, initial = [], error }: PictureUploaderProps) {
  const t = translator(pictureUploaderMessages, useLocale());
  return (
    <fieldset className="mt-3" aria-describedby="pictures-hint">
      <FieldHead max={max} error={error} shrunk={false} />
      {initial.length > 0 ? (
        <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {initial.map((picture, i) => (
            <li key={picture.id} className="rounded-lg border border-gray-200 p-1">
              <img
                src={picture.thumbnail}
                alt={t('pictureAlt', { n: i + 1 })}
                className="aspect-square w-full rounded object-cover"
              />
              <label className="mt-1 flex items-center gap-2 text-sm">
                <input type="checkbox" name="picture_ids" value={picture.id} defaultChecked className="h-5 w-5" />
                {t('keep', { n: i + 1 })}
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      {/* The browser's own "Choose Files / No file chosen" is in the browser's language, not the page's: the input is
          kept (focusable, labelled, sent with the form) but drawn as the button around it. */}
      <label className={PICK_BUTTON}>
        {t('addPictures')}
        <input
          type="file"
          name="pictures"
          multiple
          accept={ACCEPT}
          aria-describedby="pictures-hint"
          className="sr-only"
        />
      </label>
    </fieldset>
  );
}

function ScriptedUploader({ max, initial = [], error }: PictureUploaderProps) {
  const t = translator(pictureUploaderMessages, useLocale());
  const { items, counted, notice, announcement, validity, pick, remove, move, retry, noPreview } = usePictureUploads(
    max,
    initial,
  );
  const cover = items.find(counts);
  return (
    <fieldset className="relative mt-3" aria-describedby="pictures-hint">
      <FieldHead max={max} error={error} shrunk />
      <p className="mt-1 text-xs text-gray-600" aria-live="polite">
        {t('count', { count: counted, max })}
      </p>
      {items.length > 0 ? (
        <ol className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={t('legend')}>
          {items.map((item, i) => (
            <PictureTile
              key={item.key}
              item={item}
              index={i}
              cover={item === cover}
              count={items.length}
              onMove={(to) => move(item, to)}
              onRemove={() => remove(item)}
              onRetry={() => retry(item.key)}
              onNoPreview={() => noPreview(item.key)}
            />
          ))}
        </ol>
      ) : null}
      {notice ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {notice}
        </p>
      ) : null}
      {counted < max ? <PictureDropZone onPick={pick} /> : null}
      {/* Not sent (no name): only here so that the browser refuses to send the form while pictures are unfinished. */}
      <input
        ref={validity}
        tabIndex={-1}
        aria-hidden="true"
        className="pointer-events-none absolute h-px w-px opacity-0"
        defaultValue=""
      />
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
