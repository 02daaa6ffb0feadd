// Exposed to the shell as ./RegisterPage (default and named export).
import { AccountRoot } from '../shared/AccountRoot';
import { RegisterPage as Page } from '../features/register/RegisterPage';

export function RegisterPage() {
  return (
    <AccountRoot>
      <Page />
    </AccountRoot>
  );
}
export default RegisterPage;
