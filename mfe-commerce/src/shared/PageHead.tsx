// The page head and frame live in @app/ui (every remote's pages use them); this keeps the remote's imports short.
export { PageFrame, PageHead } from '@app/ui';
