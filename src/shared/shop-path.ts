/**
 * A page of this shop to send someone back to (a form's `back`, the sign-in page's `redirect`),
 * checked as a browser will read it: after the URL parser has collapsed `/./`, `/x/../` and
 * `%2e` segments and dropped tabs and newlines, `/.//evil.example` is `//evil.example`, another
 * site. So the check is on the normalised path, and the normalised path is what is used.
 */

const ANY_ORIGIN = 'http://shop.invalid';
/** One leading slash and then no slash, backslash, whitespace or control character where a
 * browser could read a host: the raw value must look like a path before it is parsed at all. */
const PATH_SHAPE = /^\/(?![/\\])[^\\\s\p{Cc}]*$/u;
const MAX_LENGTH = 2000;

/** `target`'s path, query and fragment when it is a page of this shop, else null. */
export function shopPath(target: unknown): string | null {
  if (typeof target !== 'string' || target.length > MAX_LENGTH || !PATH_SHAPE.test(target)) {
    return null;
  }
  const normalised = parse(target);
  if (normalised === null || !/^\/(?![/\\])/.test(normalised)) return null;
  // A browser resolves the answer again: it must come out the same, on this origin.
  return parse(normalised) === normalised ? normalised : null;
}

/** `target` as a page of this shop, or `fallback` (the home page) when it is not one. */
export function shopPathOr(target: unknown, fallback = '/'): string {
  return shopPath(target) ?? fallback;
}

function parse(target: string): string | null {
  try {
    const url = new URL(target, ANY_ORIGIN);
    return url.origin === ANY_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
