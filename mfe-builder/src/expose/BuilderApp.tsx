// Exposed to the shell as ./BuilderApp (default and named export): the whole /website screen.
import { expose } from '@app/remote-kit';
import { BuilderPage as Page } from '../features/builder/BuilderPage';

export const BuilderApp = expose('builder', Page);
export default BuilderApp;
