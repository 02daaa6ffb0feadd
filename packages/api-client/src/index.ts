export * from './client';
export * from './endpoints';
export * from './messages';
export * from './auth-messages';
export * from './resend-code';
