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
