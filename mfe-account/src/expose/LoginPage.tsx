// Exposed to the shell as ./LoginPage (default and named export).
import { expose } from '@app/remote-kit';
import { LoginPage as Page } from '../features/login/LoginPage';

export const LoginPage = expose('account', Page);
export default LoginPage;
