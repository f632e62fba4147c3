/** Campaign banners for journeys: the owner signs in through the API and uploads two pictures. */
import sharp from 'sharp';
import type { RunningShop } from './server';
import type { ShopperLogin } from './shopper';

export async function apiCookie(shop: RunningShop, login: ShopperLogin): Promise<string> {
  const response = await fetch(`${shop.baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: shop.baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify(login),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** A plain picture of that size and colour, uploaded as the admin's product pictures are. */
export async function uploadPicture(
  shop: RunningShop,
  cookie: string,
  width: number,
  height: number,
  background: { r: number; g: number; b: number },
): Promise<string> {
  const bytes = await sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'banner.jpg');
  const response = await fetch(`${shop.baseUrl}/api/admin/products/images`, {
    method: 'POST',
    headers: { origin: shop.baseUrl, cookie },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload failed: ${await response.text()}`);
  return ((await response.json()) as { image: string }).image;
}

export async function adminCall(
  shop: RunningShop,
  cookie: string,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ id: number }> {
  const response = await fetch(`${shop.baseUrl}${path}`, {
    method,
    headers: {
      origin: shop.baseUrl,
      cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (response.status >= 300) throw new Error(`${method} ${path}: ${await response.text()}`);
  return (await response.json()) as { id: number };
}
