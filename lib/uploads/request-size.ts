// Exported for its unit test: the rule is the contract.
/**
 * The largest body a server action accepts (next.config.mjs sets serverActions.bodySizeLimit to the same
 * 8 MB): the installer application's 2 MB logo and 5 MB certification proof with its fields fit under it.
 */
export const ACTION_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

/** The answer to a larger body, in the words of the forms' hints ("up to 5MB") and their drop zones ("too large"). */
export const ACTION_BODY_TOO_LARGE = 'The upload is too large: up to 8MB can be sent at once';

/** Whether a request declares a body larger than an action accepts (Content-Length, which browsers send). */
export function declaresOversizedBody(headers: Pick<Headers, 'get'>): boolean {
  const length = Number(headers.get('content-length'));
  return Number.isFinite(length) && length > ACTION_BODY_LIMIT_BYTES;
}
