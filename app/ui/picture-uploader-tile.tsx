// One picture of the scripted pictures field: its preview, cover badge, upload progress or failure, the buttons that
// move, make the cover and remove it, and, once uploaded, its hidden `picture_ids` input.
import { translator } from '../../core/i18n.ts';
import { useLocale } from './i18n.ts';
import { pictureUploaderMessages } from './picture-uploader-messages.ts';
import type { Item } from './use-picture-uploads.ts';

const BUTTON =
  'flex h-10 w-10 items-center justify-center rounded-lg border border-gray-300 bg-white text-lg disabled:opacity-40';

export interface PictureTileProps {
  item: Item;
  /** Its place, from 0 (the cover). */
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
  onRetry: () => void;
  onNoPreview: () => void;
}

export function PictureTile({ item, index: i, count, onMove, onRemove, onRetry, onNoPreview }: PictureTileProps) {
  const t = translator(pictureUploaderMessages, useLocale());
  const n = i + 1;
  const { status } = item;
  return (
    <li className="rounded-lg border border-gray-200 p-1" data-testid="picture">
      <div className="relative aspect-square overflow-hidden rounded bg-gray-100">
        {item.src ? (
          <img
            src={item.src}
            alt={t('pictureAlt', { n })}
            className="h-full w-full object-cover"
            // A HEIC (or a file that is no picture) has no preview in most browsers until it is uploaded.
            onError={onNoPreview}
          />
        ) : null}
        {i === 0 ? (
          <span className="absolute left-1 top-1 rounded bg-brand-700 px-1.5 py-0.5 text-xs font-semibold text-white">
            {t('cover')}
          </span>
        ) : null}
        {status.kind === 'uploading' || status.kind === 'queued' ? (
          <div className="absolute inset-x-1 bottom-1 rounded bg-white/90 p-1 text-xs">
            {status.kind === 'queued' ? t('waiting') : t('uploading', { percent: status.percent })}
            <progress
              className="block h-1.5 w-full"
              max={100}
              value={status.kind === 'uploading' ? status.percent : 0}
              aria-label={t('pictureAlt', { n })}
            />
          </div>
        ) : null}
      </div>
      {status.kind === 'retrying' || status.kind === 'failed' ? (
        <div role="alert" className="mt-1 text-xs text-red-700">
          {status.kind === 'retrying' ? t('retrying', { seconds: status.seconds }) : status.message}
        </div>
      ) : null}
      {status.kind === 'failed' && status.retryable ? (
        <button
          type="button"
          onClick={onRetry}
          className="mt-1 w-full rounded-lg border border-gray-300 px-2 py-2 text-sm font-medium"
        >
          {t('retry')}
        </button>
      ) : null}
      <div className="mt-1 flex justify-between gap-1">
        <button
          type="button"
          id={`${item.key}-left`}
          className={BUTTON}
          disabled={i === 0}
          aria-label={t('moveLeft', { n })}
          onClick={() => onMove(i - 1)}
        >
          ←
        </button>
        <button
          type="button"
          className={BUTTON}
          disabled={i === 0}
          aria-label={t('makeCover', { n })}
          onClick={() => onMove(0)}
        >
          ★
        </button>
        <button
          type="button"
          id={`${item.key}-right`}
          className={BUTTON}
          disabled={i === count - 1}
          aria-label={t('moveRight', { n })}
          onClick={() => onMove(i + 1)}
        >
          →
        </button>
        <button type="button" className={BUTTON} aria-label={t('remove', { n })} onClick={onRemove}>
          ✕
        </button>
      </div>
      {item.id !== null && status.kind === 'done' ? <input type="hidden" name="picture_ids" value={item.id} /> : null}
    </li>
  );
}
