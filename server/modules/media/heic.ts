// HEIC decoding off the main thread. sharp's prebuilt libvips reads HEIF but has no HEVC decoder (patents), so
// heic-decode (libheif compiled to WebAssembly) decodes it. That work is synchronous and takes seconds for a
// 12-megapixel phone photo: on the main thread it would stall every other request, so one worker thread, started
// on the first HEIC, decodes them one after another. libheif applies the HEIF rotation and mirror boxes (which,
// not EXIF, orient a HEIC) and answers bare RGBA pixels, so no metadata survives.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface DecodedHeic {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel. */
  data: Uint8Array;
}

// Plain CommonJS run by the worker (an inline script, so that the pages' bundle needs no separate worker file).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const decodeHeic = require(workerData.heicDecode);
parentPort.on('message', async ({ id, bytes, maxPixels }) => {
  try {
    const images = await decodeHeic.all({ buffer: bytes });
    try {
      const primary = images[0];
      if (!primary) throw new Error('no picture in this HEIF file');
      if (primary.width * primary.height > maxPixels) throw new Error('too many pixels');
      const { width, height, data } = await primary.decode();
      const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
      parentPort.postMessage({ id, width, height, data: pixels }, [pixels.buffer]);
    } finally {
      images.dispose();
    }
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});`;

type Reply = { id: number; error: string } | ({ id: number; error?: undefined } & DecodedHeic);

interface Decoder {
  readonly worker: Worker;
  readonly waiting: Map<number, { resolve: (picture: DecodedHeic) => void; reject: (error: Error) => void }>;
}

let decoder: Decoder | null = null;
let nextId = 0;

function startDecoder(): Decoder {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { heicDecode: createRequire(import.meta.url).resolve('heic-decode') },
  });
  const started: Decoder = { worker, waiting: new Map() };
  // Only a decoder with work in hand keeps the process alive (tests, shutdown).
  worker.unref();
  worker.on('message', (reply: Reply) => {
    const waiter = started.waiting.get(reply.id);
    started.waiting.delete(reply.id);
    if (started.waiting.size === 0) worker.unref();
    if (!waiter) return;
    if (reply.error !== undefined) waiter.reject(new Error(`HEIC: ${reply.error}`));
    else waiter.resolve({ width: reply.width, height: reply.height, data: reply.data });
  });
  // A crash (e.g. out of memory) fails the pictures in hand; the next HEIC starts a fresh worker.
  const fail = (error: Error) => {
    for (const { reject } of started.waiting.values()) reject(error);
    started.waiting.clear();
    if (decoder === started) decoder = null;
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`HEIC decoder stopped (exit code ${code})`)));
  return started;
}

/** The primary picture of a HEIC/HEIF file; rejects when it does not decode or has more than `maxPixels`. */
export function decodeHeic(bytes: Buffer, maxPixels: number): Promise<DecodedHeic> {
  decoder ??= startDecoder();
  const { worker, waiting } = decoder;
  return new Promise((resolve, reject) => {
    nextId += 1;
    waiting.set(nextId, { resolve, reject });
    worker.ref();
    const copy = new Uint8Array(bytes);
    worker.postMessage({ id: nextId, bytes: copy, maxPixels }, [copy.buffer]);
  });
}
