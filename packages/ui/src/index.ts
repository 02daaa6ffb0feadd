export * from './theme';
export * from './primitives';
export * from './Field';
export * from './Modal';
export * from './Tabs';
export * from './Pager';
