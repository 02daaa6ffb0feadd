// The Languages and Translations cards, loaded together when either is first opened (React.lazy in BuilderPanels):
// one chunk the builder's first load does not fetch (DESIGN §11 budget), like the publish bar's dialogs.
// The import of the exposed module is for the bundler: with it, everything this chunk shares with the builder's first
// chunk (formik, the save bar, the stores...) stays in that chunk, which is loaded already. Without it the bundler
// splits those modules into chunks of their own, and the builder's first load fetches them as extra files (~1.4 KB
// gzip more, measured).
import '../../expose/BuilderApp';
export { LanguagesPanel } from '../languages/LanguagesPanel';
export { TranslationsPanel } from './TranslationsPanel';
