// Exposed to the shell as ./RegisterPage (default and named export).
import { expose } from '@app/remote-kit';
import { RegisterPage as Page } from '../features/register/RegisterPage';

export const RegisterPage = expose('account', Page);
export default RegisterPage;
