import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../core/errors.ts';
import { handleError } from './entry.server.tsx';
import { modules } from '../server/modules.ts';

/** The part of a page's load context handleError uses: its logger and the configuration (no error service). */
function pageContext() {
  const error = vi.fn();
  return { log: { error }, context: { log: { error }, config: {}, modules } as unknown as AppLoadContext };
}

describe('handleError', () => {
  it("logs a page's failure with the page's address, as the API logs its own", () => {
    const { log, context } = pageContext();
    const failure = new Error('relation "ads" does not exist');
    handleError(failure, { request: new Request('http://haat.test/bn/ads/dhaka/cars?page=2'), context });
    expect(log.error).toHaveBeenCalledWith({ err: failure, url: '/bn/ads/dhaka/cars?page=2' }, 'page failed');
  });

  it('logs nothing for an answer given on purpose, nor for a visitor who left', () => {
    const { log, context } = pageContext();
    handleError(new AppError('NOT_FOUND'), { request: new Request('http://haat.test/bn/ad/x'), context });
    const left = new AbortController();
    left.abort();
    handleError(new Error('aborted'), {
      request: new Request('http://haat.test/bn', { signal: left.signal }),
      context,
    });
    expect(log.error).not.toHaveBeenCalled();
  });
});
