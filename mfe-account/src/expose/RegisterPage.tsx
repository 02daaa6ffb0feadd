// Exposed to the shell as ./RegisterPage (default and named export).
import type { RegisterPageProps } from '@app/contracts';
import { AccountRoot } from '../shared/AccountRoot';
import { RegisterPage as Page } from '../features/register/RegisterPage';

export function RegisterPage(props: RegisterPageProps) {
  return (
    <AccountRoot>
      <Page {...props} />
    </AccountRoot>
  );
}
export default RegisterPage;
