/**
 * Signed by aws4fetch (2.5 KB) rather than the 3 MB AWS SDK: four calls are all the shop makes.
 * Buckets are addressed path-style, which every S3-compatible service accepts.
 */
import { AwsClient } from 'aws4fetch';
import { assertSafeKey, type Storage } from './storage';

export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

async function failure(action: string, response: Response): Promise<Error> {
  const detail = (await response.text()).match(/<Code>([^<]+)<\/Code>/)?.[1] ?? '';
  return new Error(`S3 ${action} failed: ${response.status} ${detail}`.trim());
}

async function* keysUnder(client: AwsClient, bucketUrl: string, prefix: string) {
  let continuation: string | undefined;
  do {
    const query = new URLSearchParams({ 'list-type': '2', prefix });
    if (continuation) query.set('continuation-token', continuation);
    const response = await client.fetch(`${bucketUrl}?${query}`);
    if (!response.ok) throw await failure('list', response);
    const xml = await response.text();
    for (const [, key] of xml.matchAll(/<Key>([^<]+)<\/Key>/g)) if (key) yield key;
    continuation = xml.match(/<NextContinuationToken>([^<]+)<\/NextContinuationToken>/)?.[1];
  } while (continuation);
}

export function s3Storage(settings: S3Settings): Storage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    // A failed upload is answered with an error the shopper can retry; don't hold the request long.
    retries: 2,
  });
  const bucketUrl = `${settings.endpoint.replace(/\/$/, '')}/${settings.bucket}`;
  // Safe keys hold only [a-z0-9/_.-], so they need no escaping in a URL.
  const objectUrl = (key: string) => `${bucketUrl}/${key}`;

  return {
    async put(key, data) {
      assertSafeKey(key);
      const response = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body: new Uint8Array(data),
        headers: { 'content-type': 'application/octet-stream' },
      });
      if (!response.ok) throw await failure('put', response);
    },
    async get(key) {
      assertSafeKey(key);
      const response = await client.fetch(objectUrl(key));
      if (response.status === 404) return null;
      if (!response.ok) throw await failure('get', response);
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(prefix) {
      assertSafeKey(prefix);
      for await (const key of keysUnder(client, bucketUrl, prefix)) {
        const response = await client.fetch(objectUrl(key), { method: 'DELETE' });
        if (!response.ok && response.status !== 404) throw await failure('delete', response);
      }
    },
  };
}
