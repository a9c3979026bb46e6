// One picture of the scripted pictures field: its preview, cover badge, upload progress or failure (with a retry
// button; a failed picture is shown faded, as it is not counted nor sent), the buttons that move, make the cover and
// remove it, and, once uploaded, its hidden `picture_ids` input.
import { translator } from '../../core/i18n.ts';
import { useLocale } from './i18n.ts';
import { pictureUploaderMessages } from './picture-uploader-messages.ts';
import type { Item } from './use-picture-uploads.ts';

const BUTTON =
  'flex h-10 w-10 items-center justify-center rounded-lg border border-gray-300 bg-white text-lg disabled:opacity-40';

export interface PictureTileProps {
  item: Item;
  /** Its place, from 0. */
  index: number;
  /** The first picture that counts: the ad's cover. */
  cover: boolean;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
  onRetry: () => void;
  onNoPreview: () => void;
}

export function PictureTile({
  item,
  index: i,
  cover,
  count,
  onMove,
  onRemove,
  onRetry,
  onNoPreview,
}: PictureTileProps) {
  const t = translator(pictureUploaderMessages, useLocale());
  const n = i + 1;
  const { status } = item;
  return (
    <li
      className={`rounded-lg border p-1 ${status.kind === 'failed' ? 'border-red-300' : 'border-gray-200'}`}
      data-testid="picture"
      data-status={status.kind}
    >
      <div
        className={`relative aspect-square overflow-hidden rounded bg-gray-100 ${status.kind === 'failed' ? 'opacity-50' : ''}`}
      >
        {item.src ? (
          <img
            src={item.src}
            alt={t('pictureAlt', { n })}
            className="h-full w-full object-cover"
            // A HEIC (or a file that is no picture) has no preview in most browsers until it is uploaded.
            onError={onNoPreview}
          />
        ) : null}
        {cover ? (
          <span className="absolute left-1 top-1 rounded bg-brand-700 px-1.5 py-0.5 text-xs font-semibold text-white">
            {t('cover')}
          </span>
        ) : null}
        {status.kind === 'uploading' || status.kind === 'queued' || status.kind === 'preparing' ? (
          <div className="absolute inset-x-1 bottom-1 rounded bg-white/90 p-1 text-xs">
            {status.kind === 'uploading'
              ? t('uploading', { percent: status.percent })
              : t(status.kind === 'queued' ? 'waiting' : 'preparing')}
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
          {status.kind === 'failed' ? <span className="block">{t('notCounted')}</span> : null}
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
