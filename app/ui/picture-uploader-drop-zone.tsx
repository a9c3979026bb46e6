// The scripted pictures field's "add pictures" button: a label around a hidden multiple file input.
import type { ChangeEvent } from 'react';
import { translator } from '../../core/i18n.ts';
import { useLocale } from './i18n.ts';
import { pictureUploaderMessages } from './picture-uploader-messages.ts';

export const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';
/** The label drawn as a button around a visually hidden (still focusable) file input, with and without JavaScript. */
export const PICK_BUTTON =
  'mt-2 inline-flex cursor-pointer items-center rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 focus-within:ring-2';

export function PictureDropZone({ onPick }: { onPick: (event: ChangeEvent<HTMLInputElement>) => void }) {
  const t = translator(pictureUploaderMessages, useLocale());
  return (
    <label className={PICK_BUTTON}>
      {t('addPictures')}
      <input
        type="file"
        multiple
        accept={ACCEPT}
        onChange={onPick}
        aria-describedby="pictures-hint"
        className="sr-only"
      />
    </label>
  );
}
