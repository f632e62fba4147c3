// A page of this shop to send someone back to (a form's `back`, sign-in's `redirect`). The URL
// parser collapses `/./`, `/x/../`, `%2e` and drops tabs/newlines, so `/.//evil.example` becomes
// `//evil.example`: check and use the normalised path.

const ANY_ORIGIN = 'http://shop.invalid';
// Must look like a path before parsing: no second slash, backslash, whitespace or control char.
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
