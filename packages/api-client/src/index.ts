export * from './client';
export type { UploadProgress } from './upload';
export * from './endpoints';
export * from './messages';
export * from './auth-messages';
export * from './resend-code';
