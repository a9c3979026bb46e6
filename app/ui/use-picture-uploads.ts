// The state of the scripted pictures field (app/ui/picture-uploader.tsx): the pictures in order, each with its
// upload status, and the machinery that shrinks them (prepare-picture.ts) and uploads them to POST /data/pictures
// two at a time, retries a failed one by itself with growing pauses, and frees what a removed picture held. A
// failed picture stays on show (to retry or remove) but counts for nothing: not in the count, not against the
// limit, not sent with the form.
import { useEffect, useReducer, useRef, useState, type ChangeEvent } from 'react';
import type { ErrorBody } from '../../core/errors.ts';
import { translator } from '../../core/i18n.ts';
import { MAX_PICTURE_BYTES } from '../../core/pictures.ts';
import { callApi } from '../shell/api-client.ts';
import { useLocale } from './i18n.ts';
import { pictureUploaderMessages } from './picture-uploader-messages.ts';
import { preparePicture } from './prepare-picture.ts';

/** A picture already on the server (e.g. of the ad being edited). */
export interface UploaderPicture {
  readonly id: number;
  /** Its card-size file. */
  readonly thumbnail: string;
}

const PARALLEL_UPLOADS = 2;
/** Pauses before the automatic retries; after the last one the picture waits for the retry button. */
const RETRY_PAUSES_MS = [2_000, 5_000, 15_000];

export type Status =
  | { kind: 'done' }
  | { kind: 'queued' }
  | { kind: 'preparing' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'retrying'; seconds: number }
  | { kind: 'failed'; message: string; retryable: boolean };

export interface Item {
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

/** Whether a picture counts: on the server, or on its way there. A failed one does not (until retried). */
export const counts = (item: Item) => item.status.kind !== 'failed';

/** XMLHttpRequest, not fetch: only it reports upload progress. The raw (prepared) file is the body. */
function sendPicture(
  file: Blob,
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

/**
 * What follows a failed upload: another try by itself after a pause (growing with each attempt, at least what the
 * server's Retry-After asks), or, once the pauses are used up or the failure would repeat, the failed state.
 */
function afterFailure(
  result: Extract<UploadResult, { ok: false }>,
  attempt: number,
  fallback: string,
): { retryInMs: number } | { failed: Status } {
  const pause = RETRY_PAUSES_MS[attempt - 1];
  if (result.retryable && pause !== undefined) return { retryInMs: Math.max(pause, result.retryAfterSeconds * 1000) };
  return { failed: { kind: 'failed', message: result.message ?? fallback, retryable: result.retryable } };
}

/** The upload machinery, kept outside React's state: files, what was prepared, queue, requests, retry timers. */
interface Machinery {
  files: Map<string, File>;
  /** What is sent for a file once prepared (a retry sends it again without preparing it again). */
  prepared: Map<string, Blob>;
  attempts: Map<string, number>;
  requests: Map<string, { abort(): void }>;
  timers: Map<string, number>;
  previews: Map<string, string>;
  queue: string[];
}

const newMachinery = (): Machinery => ({
  files: new Map(),
  prepared: new Map(),
  attempts: new Map(),
  requests: new Map(),
  timers: new Map(),
  previews: new Map(),
  queue: [],
});

/** Stops whatever a removed picture still had going (its upload, its retry, its place in the queue) and frees it. */
function forget(machinery: Machinery, key: string): void {
  const queued = machinery.queue.indexOf(key);
  if (queued >= 0) machinery.queue.splice(queued, 1);
  machinery.requests.get(key)?.abort();
  machinery.requests.delete(key);
  window.clearTimeout(machinery.timers.get(key));
  machinery.timers.delete(key);
  machinery.files.delete(key);
  machinery.prepared.delete(key);
  const preview = machinery.previews.get(key);
  if (preview) URL.revokeObjectURL(preview);
  machinery.previews.delete(key);
}

/** Leaving the page stops uploads and retries and frees the previews. */
function useStopOnLeave(machinery: Machinery) {
  useEffect(
    () => () => {
      for (const xhr of machinery.requests.values()) xhr.abort();
      for (const timer of machinery.timers.values()) window.clearTimeout(timer);
      for (const url of machinery.previews.values()) URL.revokeObjectURL(url);
    },
    [machinery],
  );
}

export function usePictureUploads(max: number, initial: readonly UploaderPicture[]) {
  const locale = useLocale();
  const t = translator(pictureUploaderMessages, locale);
  const [items, dispatch] = useReducer(reduce, initial, (pictures): Item[] =>
    pictures.map((p) => ({ key: `saved-${p.id}`, id: p.id, src: p.thumbnail, status: { kind: 'done' }, fresh: false })),
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // One object for the life of the field, changed in place by the handlers (never a reason to draw again).
  const [m] = useState(newMachinery);
  const validity = useRef<HTMLInputElement>(null);
  const focusAfterRender = useRef<string | null>(null);
  const nextKey = useRef(0);

  const pump = () => {
    while (m.requests.size < PARALLEL_UPLOADS && m.queue.length > 0) {
      const key = m.queue.shift() as string;
      const file = m.files.get(key);
      if (file) void upload(key, file);
    }
  };

  const upload = async (key: string, file: File) => {
    let body = m.prepared.get(key);
    if (!body) {
      // Marked as in flight while it is prepared, so that the queue waits (two decodes at a time bound the memory).
      m.requests.set(key, { abort: () => undefined });
      dispatch({ type: 'status', key, status: { kind: 'preparing' } });
      body = await preparePicture(file);
      if (!m.requests.delete(key)) return;
      m.prepared.set(key, body);
    }
    // The limit applies to what is sent: a 12 MB photo passes once shrunk.
    if (body.size > MAX_PICTURE_BYTES) {
      dispatch({
        type: 'status',
        key,
        status: { kind: 'failed', message: t('tooLarge', { name: file.name }), retryable: false },
      });
      pump();
      return;
    }
    dispatch({ type: 'status', key, status: { kind: 'uploading', percent: 0 } });
    const result = await sendPicture(
      body,
      locale,
      (percent) => dispatch({ type: 'status', key, status: { kind: 'uploading', percent } }),
      (xhr) => m.requests.set(key, xhr),
    );
    const wasRemoved = !m.requests.delete(key);
    if (wasRemoved) return;
    if (result.ok) {
      m.files.delete(key);
      m.prepared.delete(key);
      dispatch({ type: 'uploaded', key, id: result.id, thumbnail: result.thumbnail });
    } else {
      const attempt = (m.attempts.get(key) ?? 0) + 1;
      m.attempts.set(key, attempt);
      const next = afterFailure(result, attempt, t('failed'));
      if ('failed' in next) dispatch({ type: 'status', key, status: next.failed });
      else {
        dispatch({ type: 'status', key, status: { kind: 'retrying', seconds: Math.round(next.retryInMs / 1000) } });
        const retry = () => {
          m.timers.delete(key);
          enqueue(key);
        };
        m.timers.set(key, window.setTimeout(retry, next.retryInMs));
      }
    }
    pump();
  };

  const enqueue = (key: string) => {
    dispatch({ type: 'status', key, status: { kind: 'queued' } });
    m.queue.push(key);
    pump();
  };

  const counted = items.filter(counts).length;

  const retry = (key: string) => {
    // A failed picture does not hold a place: a retry needs one free again.
    if (counted >= max) {
      setNotice(t('tooMany', { max }));
      return;
    }
    setNotice(null);
    m.attempts.set(key, 0);
    enqueue(key);
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const messages: string[] = [];
    // Sizes are checked once each picture is prepared: what counts is what is sent.
    const room = Math.max(0, max - counted);
    if (chosen.length > room) messages.push(t('tooMany', { max }));
    const added = chosen.slice(0, room).map((file): Item => {
      nextKey.current += 1;
      const key = `new-${nextKey.current}`;
      m.files.set(key, file);
      const preview = URL.createObjectURL(file);
      m.previews.set(key, preview);
      return { key, id: null, src: preview, status: { kind: 'queued' }, fresh: true };
    });
    setNotice(messages.length > 0 ? messages.join(' ') : null);
    if (added.length === 0) return;
    dispatch({ type: 'add', items: added });
    for (const item of added) m.queue.push(item.key);
    pump();
  };

  const remove = (item: Item) => {
    forget(m, item.key);
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

  // The form cannot be sent while a picture is still on its way (the browser says why); a failed one is left out.
  const unfinished = items.some((item) => item.status.kind !== 'done' && item.status.kind !== 'failed');
  useEffect(() => {
    validity.current?.setCustomValidity(unfinished ? t('stillUploading') : '');
  });

  useStopOnLeave(m);

  const noPreview = (key: string) => dispatch({ type: 'no-preview', key });
  return { items, counted, notice, announcement, validity, pick, remove, move, retry, noPreview };
}
