import { initI18n } from '@app/i18n';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { checkSession } from './features/auth/auth.store';

// The session check and the catalogues load in parallel; routes wait for the session (the guard shows a spinner).
void checkSession();
await initI18n(['shell']);
createRoot(document.getElementById('root')!).render(<App />);
