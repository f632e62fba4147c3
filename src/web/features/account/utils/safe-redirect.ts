import { shopPathOr } from '#shared/shop-path';

/**
 * Where to go after signing in: the `redirect` query value when it is a page of this shop once a
 * browser has normalised it, else the home page ("/.//evil.example" is "//evil.example").
 */
export function safeRedirect(target: string | null): string {
  return shopPathOr(target);
}

/** The sign-in page, asked to come back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}
