import './styled-theme';
// The theme typing travels with the package: whoever imports @app/ui gets a typed DefaultTheme.
export * from './theme';
export * from './primitives';
export * from './Field';
export * from './FileInput';
export * from './Modal';
export * from './Tabs';
export * from './Pager';
export * from './Faq';
export * from './toasts';
export * from './layout';
export * from './clipboard';
