// The same-site rule (spec section 2, decisions 58 and 233): whether an address a page sends the browser to stays on
// this site. One rule for the redirect after login and for banner links, so a trick refused in one is refused in both.

// Any origin serves: only whether the candidate stays on it matters. `.invalid` never resolves (RFC 6761).
const SITE = new URL('https://haat.invalid');
// Two slashes or backslashes, in any mix, at the start of a path: a browser reads what follows as a host.
const HOST_PREFIX = /^[/\\]{2}/;

/**
 * The path on this site that `target` names, or null when it is not one. The candidate is resolved against the
 * site's origin by the WHATWG URL parser (the one browsers use), so whatever a browser would take off-site (`//evil`,
 * `/\evil`, `/.//evil`, tabs or newlines between slashes, `javascript:`, `https://evil`) is refused, and what comes
 * back is the parser's own serialisation, which must resolve to the same place again (a fixed point: `/.//evil`
 * resolves on-site to the path `//evil`, which a browser would then read as a host). Control characters and
 * backslashes are refused outright, and so is a path that starts with two slashes once percent-decoded
 * (`/%2F%2Fevil`, `/%5Cevil`), in case a later hop decodes it.
 */
export function sitePath(target: string | null | undefined): string | null {
  // eslint-disable-next-line no-control-regex
  if (!target || !target.startsWith('/') || /[\u0000-\u001F\u007F\\]/.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE.origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (HOST_PREFIX.test(path) || HOST_PREFIX.test(safeDecode(url.pathname))) return null;
  return new URL(path, SITE).href === url.href ? path : null;
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
