// The HTML answer to a page request refused before React Router could draw it (decision 253): a link cut off in an
// SMS (`/bn/ad/%E0%A4`, a path that is not UTF-8 once decoded), a NUL in the address, a form that is no form. A
// browser is never shown the API's JSON: it gets a small page in the language of the path, with a title and a way
// home. /data/* keeps the error shape of the catalogue (server/http/errors.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorMessages } from '../../core/error-messages.ts';
import { errorPageMessages } from '../../core/error-page-messages.ts';
import type { ErrorCode } from '../../core/errors.ts';
import { formatMessage, isLocale, translator } from '../../core/i18n.ts';
import { localeFromAcceptLanguage } from './locale.ts';

/** The path's first segment as sent, undecoded: the rest of the path may be what could not be decoded. */
const firstSegment = (request: FastifyRequest) => request.url.split(/[/?#]/)[1];

/**
 * A request for a page, whose error is answered with sendErrorPage: a path under a locale, or anything but the API
 * that a browser asks for as a document (its Accept names HTML); pictures, feeds and probes keep the JSON shape.
 */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.url.startsWith('/data/')) return false;
  return isLocale(firstSegment(request)) || String(request.headers.accept ?? '').includes('text/html');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The not-found page for 404, the broken-link page when the address itself is refused, and the spec's fallback
 * screen with the catalogue's message for `code` for anything else (a form refused, a failure of ours).
 */
export function sendErrorPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  addressRefused = false,
): FastifyReply {
  const first = firstSegment(request);
  const locale = isLocale(first) ? first : localeFromAcceptLanguage(request.headers['accept-language']);
  const t = translator(errorPageMessages, locale);
  // The fallback screen links to the results, as the pages' own does (spec section 2).
  const [heading, text, link, href] =
    status === 404
      ? [t('notFoundTitle'), t('notFoundText'), t('goHome'), `/${locale}`]
      : addressRefused
        ? [t('brokenLinkTitle'), t('brokenLinkText'), t('goHome'), `/${locale}`]
        : [t('fallbackTitle'), formatMessage(errorMessages, locale, code), t('fallbackLink'), `/${locale}/ads`];
  const html = `<!DOCTYPE html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(`${heading} | ${t('siteName')}`)}</title></head>
<body style="font-family:sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;text-align:center">
<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>
<p><a href="${href}">${escapeHtml(link)}</a></p>
</body></html>
`;
  return reply
    .status(status)
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .type('text/html; charset=utf-8')
    .send(html);
}
