import { initI18n } from '@app/i18n';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { checkSession } from './features/auth/auth.store';

// The session check and the catalogues load in parallel; routes wait for the session (the guard shows a spinner).
void checkSession();
await initI18n(['shell']);
// As a transition React renders the first screen in slices and yields the main thread between them; a plain render
// is one long task (Lighthouse's total blocking time on /auth/login).
const root = createRoot(document.getElementById('root')!);
startTransition(() => root.render(<App />));
