// The real packages behind the shell's curated shares (see vite.config.ts, sharedImpl).
declare module 'impl:react-router' {
  export * from 'react-router';
}
declare module 'impl:react-i18next' {
  export * from 'react-i18next';
}
