// The pictures field of the post-ad and edit-ad forms. With JavaScript each picture uploads on its own to
// POST /data/pictures (two at a time, with progress); a failed one retries by itself with growing pauses and then
// offers a button, without touching the others. Pictures can be moved, made the cover (the first) and removed, and
// the form gets one hidden `picture_ids` input per uploaded picture, in order. Without JavaScript it is a plain
// file input named `pictures` (the form must be multipart) plus a "keep" checkbox per picture already uploaded;
// the form action reads both with readPictureField (app/pictures.server.ts).
import { useEffect, useReducer, useRef, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import type { ErrorBody } from '../../core/errors.ts';
import { translator } from '../../core/i18n.ts';
import { MAX_PICTURE_BYTES } from '../../core/pictures.ts';
import { callApi } from '../api-client.ts';
import { useLocale } from './i18n.ts';
import { pictureUploaderMessages } from './picture-uploader-messages.ts';

/** A picture already on the server (e.g. of the ad being edited). */
export interface UploaderPicture {
  readonly id: number;
  /** Its card-size file. */
  readonly thumbnail: string;
}

export interface PictureUploaderProps {
  /** How many pictures the ad's category allows (maxPictures in core/pictures.ts). */
  max: number;
  /** Pictures the ad has already, in order. */
  initial?: readonly UploaderPicture[];
  /** A field error from the server, already in the page's language. */
  error?: string | undefined;
}

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';
const PARALLEL_UPLOADS = 2;
/** Pauses before the automatic retries; after the last one the picture waits for the retry button. */
const RETRY_PAUSES_MS = [2_000, 5_000, 15_000];

type Status =
  | { kind: 'done' }
  | { kind: 'queued' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'retrying'; seconds: number }
  | { kind: 'failed'; message: string; retryable: boolean };

interface Item {
  readonly key: string;
  readonly id: number | null;
  /** The server's thumbnail once uploaded, else a local preview (blank for HEIC, which browsers cannot show). */
  readonly src: string | null;
  readonly status: Status;
  /** Uploaded by this form (not an earlier picture of the ad): removing it deletes it from the server too. */
  readonly fresh: boolean;
}

type Action =
  | { type: 'add'; items: Item[] }
  | { type: 'status'; key: string; status: Status }
  | { type: 'uploaded'; key: string; id: number; thumbnail: string }
  | { type: 'no-preview'; key: string }
  | { type: 'remove'; key: string }
  | { type: 'move'; key: string; to: number };

function reduce(items: Item[], action: Action): Item[] {
  switch (action.type) {
    case 'add':
      return [...items, ...action.items];
    case 'status':
      return items.map((item) => (item.key === action.key ? { ...item, status: action.status } : item));
    case 'uploaded':
      return items.map((item) =>
        item.key === action.key ? { ...item, id: action.id, src: action.thumbnail, status: { kind: 'done' } } : item,
      );
    case 'no-preview':
      return items.map((item) => (item.key === action.key && item.id === null ? { ...item, src: null } : item));
    case 'remove':
      return items.filter((item) => item.key !== action.key);
    case 'move': {
      const from = items.findIndex((item) => item.key === action.key);
      const moving = items[from];
      if (!moving || action.to < 0 || action.to >= items.length) return items;
      const rest = items.filter((item) => item.key !== action.key);
      return [...rest.slice(0, action.to), moving, ...rest.slice(action.to)];
    }
  }
}

type UploadResult =
  | { ok: true; id: number; thumbnail: string }
  | { ok: false; retryable: boolean; message: string | null; retryAfterSeconds: number };

/** XMLHttpRequest, not fetch: only it reports upload progress. The raw file is the body. */
function sendPicture(
  file: File,
  locale: string,
  onProgress: (percent: number) => void,
  register: (xhr: XMLHttpRequest) => void,
): Promise<UploadResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    register(xhr);
    xhr.open('POST', '/data/pictures');
    xhr.responseType = 'json';
    xhr.timeout = 300_000;
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.setRequestHeader('accept-language', locale);
    xhr.setRequestHeader('application-name', 'web');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    const networkFailure = () => resolve({ ok: false, retryable: true, message: null, retryAfterSeconds: 0 });
    xhr.onerror = networkFailure;
    xhr.ontimeout = networkFailure;
    xhr.onabort = networkFailure;
    xhr.onload = () => {
      if (xhr.status === 201) {
        const { picture } = xhr.response as { picture: { id: number; thumbnail: string } };
        resolve({ ok: true, id: picture.id, thumbnail: picture.thumbnail });
        return;
      }
      const body = xhr.response as ErrorBody | null;
      resolve({
        ok: false,
        // Busy or broken server, or the upload limit: worth another try. Anything else (too large, not a
        // picture, signed out) fails the same way again.
        retryable: xhr.status >= 500 || xhr.status === 429 || xhr.status === 0,
        message: body?.error?.message ?? null,
        retryAfterSeconds: Number(xhr.getResponseHeader('retry-after')) || 0,
      });
    };
    xhr.send(file);
  });
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

function FieldHead({ max, error }: { max: number; error?: string | undefined }) {
  const t = translator(pictureUploaderMessages, useLocale());
  return (
    <>
      <legend className="text-sm font-medium text-gray-800">{t('legend')}</legend>
      <p id="pictures-hint" className="mt-1 text-xs text-gray-600">
        {t('hint', { max })}
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
      <FieldHead max={max} error={error} />
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
      <input
        type="file"
        name="pictures"
        multiple
        accept={ACCEPT}
        aria-describedby="pictures-hint"
        className="mt-2 block w-full text-sm"
      />
    </fieldset>
  );
}

function ScriptedUploader({ max, initial = [], error }: PictureUploaderProps) {
  const locale = useLocale();
  const t = translator(pictureUploaderMessages, locale);
  const [items, dispatch] = useReducer(reduce, initial, (pictures): Item[] =>
    pictures.map((p) => ({ key: `saved-${p.id}`, id: p.id, src: p.thumbnail, status: { kind: 'done' }, fresh: false })),
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The upload machinery lives outside React's state: files, queue, requests in flight, retry timers.
  const files = useRef(new Map<string, File>());
  const attempts = useRef(new Map<string, number>());
  const requests = useRef(new Map<string, XMLHttpRequest>());
  const timers = useRef(new Map<string, number>());
  const previews = useRef(new Map<string, string>());
  const queue = useRef<string[]>([]);
  const validity = useRef<HTMLInputElement>(null);
  const focusAfterRender = useRef<string | null>(null);
  const nextKey = useRef(0);

  const pump = () => {
    while (requests.current.size < PARALLEL_UPLOADS && queue.current.length > 0) {
      const key = queue.current.shift() as string;
      const file = files.current.get(key);
      if (file) void upload(key, file);
    }
  };

  const upload = async (key: string, file: File) => {
    dispatch({ type: 'status', key, status: { kind: 'uploading', percent: 0 } });
    const result = await sendPicture(
      file,
      locale,
      (percent) => dispatch({ type: 'status', key, status: { kind: 'uploading', percent } }),
      (xhr) => requests.current.set(key, xhr),
    );
    const wasRemoved = !requests.current.delete(key);
    if (wasRemoved) return;
    if (result.ok) {
      files.current.delete(key);
      dispatch({ type: 'uploaded', key, id: result.id, thumbnail: result.thumbnail });
    } else {
      const attempt = (attempts.current.get(key) ?? 0) + 1;
      attempts.current.set(key, attempt);
      const pause = RETRY_PAUSES_MS[attempt - 1];
      if (result.retryable && pause !== undefined) {
        const wait = Math.max(pause, result.retryAfterSeconds * 1000);
        dispatch({ type: 'status', key, status: { kind: 'retrying', seconds: Math.round(wait / 1000) } });
        timers.current.set(
          key,
          window.setTimeout(() => {
            timers.current.delete(key);
            enqueue(key);
          }, wait),
        );
      } else {
        const message = result.message ?? t('failed');
        dispatch({ type: 'status', key, status: { kind: 'failed', message, retryable: result.retryable } });
      }
    }
    pump();
  };

  const enqueue = (key: string) => {
    dispatch({ type: 'status', key, status: { kind: 'queued' } });
    queue.current.push(key);
    pump();
  };

  const retry = (key: string) => {
    attempts.current.set(key, 0);
    enqueue(key);
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const messages: string[] = [];
    const fitting = chosen.filter((file) => {
      if (file.size <= MAX_PICTURE_BYTES) return true;
      messages.push(t('tooLarge', { name: file.name }));
      return false;
    });
    const room = Math.max(0, max - items.length);
    if (fitting.length > room) messages.push(t('tooMany', { max }));
    const added = fitting.slice(0, room).map((file): Item => {
      nextKey.current += 1;
      const key = `new-${nextKey.current}`;
      files.current.set(key, file);
      const preview = URL.createObjectURL(file);
      previews.current.set(key, preview);
      return { key, id: null, src: preview, status: { kind: 'queued' }, fresh: true };
    });
    setNotice(messages.length > 0 ? messages.join(' ') : null);
    if (added.length === 0) return;
    dispatch({ type: 'add', items: added });
    for (const item of added) queue.current.push(item.key);
    pump();
  };

  const remove = (item: Item) => {
    requests.current.get(item.key)?.abort();
    requests.current.delete(item.key);
    window.clearTimeout(timers.current.get(item.key));
    timers.current.delete(item.key);
    queue.current = queue.current.filter((key) => key !== item.key);
    files.current.delete(item.key);
    const preview = previews.current.get(item.key);
    if (preview) URL.revokeObjectURL(preview);
    previews.current.delete(item.key);
    dispatch({ type: 'remove', key: item.key });
    setAnnouncement(t('removed'));
    // An upload of this form that no ad shows yet: free it on the server too. Failing that, it stays unused.
    if (item.fresh && item.id !== null) {
      callApi(locale, `/data/pictures/${item.id}`, { method: 'DELETE' }).catch(() => undefined);
    }
    pump();
  };

  const move = (item: Item, to: number) => {
    dispatch({ type: 'move', key: item.key, to });
    // Keep the focus on a move button of the moved picture that still works where it lands.
    focusAfterRender.current = `${item.key}-${to === 0 ? 'right' : 'left'}`;
    setAnnouncement(t('moved', { n: to + 1, count: items.length }));
  };

  // A moved picture's list item is re-inserted into the page, which takes the focus away: give it back.
  useEffect(() => {
    const id = focusAfterRender.current;
    focusAfterRender.current = null;
    if (id) document.getElementById(id)?.focus();
  }, [items]);

  // The form cannot be sent while a picture is still on its way or has failed (the browser says why).
  const unfinished = items.some((item) => item.status.kind !== 'done');
  useEffect(() => {
    validity.current?.setCustomValidity(unfinished ? t('stillUploading') : '');
  });

  // Leaving the page stops uploads and retries and frees the previews.
  useEffect(() => {
    const inFlight = requests.current;
    const pending = timers.current;
    const urls = previews.current;
    return () => {
      for (const xhr of inFlight.values()) xhr.abort();
      for (const timer of pending.values()) window.clearTimeout(timer);
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, []);

  const button =
    'flex h-10 w-10 items-center justify-center rounded-lg border border-gray-300 bg-white text-lg disabled:opacity-40';
  return (
    <fieldset className="relative mt-3" aria-describedby="pictures-hint">
      <FieldHead max={max} error={error} />
      <p className="mt-1 text-xs text-gray-600" aria-live="polite">
        {t('count', { count: items.length, max })}
      </p>
      {items.length > 0 ? (
        <ol className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={t('legend')}>
          {items.map((item, i) => {
            const n = i + 1;
            const { status } = item;
            return (
              <li key={item.key} className="rounded-lg border border-gray-200 p-1" data-testid="picture">
                <div className="relative aspect-square overflow-hidden rounded bg-gray-100">
                  {item.src ? (
                    <img
                      src={item.src}
                      alt={t('pictureAlt', { n })}
                      className="h-full w-full object-cover"
                      // A HEIC (or a file that is no picture) has no preview in most browsers until it is uploaded.
                      onError={() => dispatch({ type: 'no-preview', key: item.key })}
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
                    onClick={() => retry(item.key)}
                    className="mt-1 w-full rounded-lg border border-gray-300 px-2 py-2 text-sm font-medium"
                  >
                    {t('retry')}
                  </button>
                ) : null}
                <div className="mt-1 flex justify-between gap-1">
                  <button
                    type="button"
                    id={`${item.key}-left`}
                    className={button}
                    disabled={i === 0}
                    aria-label={t('moveLeft', { n })}
                    onClick={() => move(item, i - 1)}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    className={button}
                    disabled={i === 0}
                    aria-label={t('makeCover', { n })}
                    onClick={() => move(item, 0)}
                  >
                    ★
                  </button>
                  <button
                    type="button"
                    id={`${item.key}-right`}
                    className={button}
                    disabled={i === items.length - 1}
                    aria-label={t('moveRight', { n })}
                    onClick={() => move(item, i + 1)}
                  >
                    →
                  </button>
                  <button type="button" className={button} aria-label={t('remove', { n })} onClick={() => remove(item)}>
                    ✕
                  </button>
                </div>
                {item.id !== null && status.kind === 'done' ? (
                  <input type="hidden" name="picture_ids" value={item.id} />
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      {notice ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {notice}
        </p>
      ) : null}
      {items.length < max ? (
        <label className="mt-2 inline-flex cursor-pointer items-center rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 focus-within:ring-2">
          {t('addPictures')}
          <input
            type="file"
            multiple
            accept={ACCEPT}
            onChange={pick}
            aria-describedby="pictures-hint"
            className="sr-only"
          />
        </label>
      ) : null}
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
