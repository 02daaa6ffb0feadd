// Exposed to the shell as ./LoginPage (default and named export).
import type { LoginPageProps } from '@app/contracts';
import { AccountRoot } from '../shared/AccountRoot';
import { LoginPage as Page } from '../features/login/LoginPage';

export function LoginPage(props: LoginPageProps) {
  return (
    <AccountRoot>
      <Page {...props} />
    </AccountRoot>
  );
}
export default LoginPage;
