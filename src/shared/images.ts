/**
 * Product and review pictures the shop stores itself are referenced as `/files/{id}` and served
 * as WebP at these widths (`/files/{id}/{width}.webp`). Other references are plain URLs an admin
 * entered, used as they are.
 */
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
