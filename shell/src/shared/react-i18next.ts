// What the shell provides as the shared `react-i18next` singleton: the hook every screen translates with, the i18next
// plugin (@app/i18n), and the context pieces the hook reads. Left out, with ~5 KB gzip of the signed-out first load
// (DESIGN.md §11): the Trans and Translation components, withTranslation, the defaults setters, ICU message
// components (IcuTrans) and the server-rendering helpers (useSSR, withSSR); no dashboard app uses them.
// shared-imports.test.ts checks that no app imports a name that is not here.
// 'impl:react-i18next' is the package itself (vite.config.ts): importing 'react-i18next' here would import this file.
export { I18nContext, I18nextProvider, getI18n, initReactI18next, setI18n, useTranslation } from 'impl:react-i18next';
