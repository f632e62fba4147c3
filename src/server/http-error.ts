import { apiErrorSchema } from '#shared/schemas/common';

/** An error whose message is safe and useful to show the person who made the request. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** A stable name the web can react to, such as TOO_MANY_ATTEMPTS. */
    readonly code?: string,
  ) {
    super(message);
  }
}

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function errorBody(statusCode: number, message: string) {
  return { statusCode, error: STATUS_NAMES[statusCode] ?? 'Error', message };
}

/** A route's `response` entries for the failures it can answer with, all in the one error shape. */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    Status,
    typeof apiErrorSchema
  >;
}
