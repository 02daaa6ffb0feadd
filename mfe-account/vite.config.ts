// Built from the remote kit (packages/remote-kit): shared singletons and their versions come from package.json.
import { remoteViteConfig } from '@app/remote-kit/config';

export default remoteViteConfig({
  dir: import.meta.dirname,
  name: 'mfe_account',
  port: 5174,
  exposes: {
    './LoginPage': './src/expose/LoginPage.tsx',
    './RegisterPage': './src/expose/RegisterPage.tsx',
    './ProfilePage': './src/expose/ProfilePage.tsx',
    './SubscriptionPage': './src/expose/SubscriptionPage.tsx',
  },
});
