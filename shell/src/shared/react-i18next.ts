// What the shell provides as the shared `react-i18next` singleton: hooks, components and the i18next plugin. Left out:
// ICU message components (IcuTrans) and server-rendering helpers (useSSR, withSSR), which no dashboard app uses.
// 'impl:react-i18next' is the package itself (vite.config.ts): importing 'react-i18next' here would import this file.
export {
  I18nContext,
  I18nextProvider,
  Trans,
  Translation,
  TransWithoutContext,
  getDefaults,
  getI18n,
  initReactI18next,
  setDefaults,
  setI18n,
  useTranslation,
  withTranslation,
} from 'impl:react-i18next';
