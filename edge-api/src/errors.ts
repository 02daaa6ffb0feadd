import { MESSAGES, type ErrorCode, type ErrorDetail } from '@app/contracts';

/** A client's mistake (or, 503, a service we depend on being down): answered with its status and code, never reported as a bug. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
    readonly code: ErrorCode,
    message: string,
    readonly detail?: ErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code: ErrorCode = 'bad_request', detail?: ErrorDetail[]) =>
  new ApiError(400, code, message, detail);
export const notFound = (message = 'Not found', code: ErrorCode = 'not_found') => new ApiError(404, code, message);
export const websiteNotFound = () => new ApiError(404, 'website_not_found', MESSAGES.websiteNotFound);
export const conflict = (message: string, code: ErrorCode = 'conflict', detail?: ErrorDetail[]) => new ApiError(409, code, message, detail);
export const tooMany = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, 'rate_limited', message, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
