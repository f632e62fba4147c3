import { ApiRequestError } from '../../../lib/api-client';

/**
 * A query's `retry`: a load that failed on the way is asked again (twice), while a refusal (a 4xx,
 * such as a range the server will not read) is shown at once, since asking again changes nothing.
 */
export function retryUnlessRefused(failures: number, error: Error): boolean {
  const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
  return !refused && failures < 2;
}
