// Pictures the shop stores are `/files/{id}`, served as WebP at these widths
// (`/files/{id}/{width}.webp`); any other reference is a URL an admin entered, used as is.
export const IMAGE_WIDTHS = [320, 640, 960] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export function isStoredImage(ref: string): boolean {
  return /^\/files\/[0-9a-f-]{36}$/.test(ref);
}

export function imageUrl(ref: string, width: ImageWidth = 640): string {
  return isStoredImage(ref) ? `${ref}/${width}.webp` : ref;
}

export function imageSrcSet(ref: string): string | undefined {
  if (!isStoredImage(ref)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${ref}/${width}.webp ${width}w`).join(', ');
}

// The server preloads a page's first picture with the same srcset and sizes, so the browser
// downloads it once.
export const PRODUCT_IMAGE_SIZES = {
  gallery: '(min-width: 768px) 50vw, 100vw',
  grid: '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw',
  list: '(min-width: 640px) 12rem, 8rem',
} as const;
