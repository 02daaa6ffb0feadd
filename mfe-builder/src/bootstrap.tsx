// Standalone start (`pnpm --filter mfe-builder dev`): /website in the kit's frame, the running product behind /api.
import { startStandalone, Text } from '@app/remote-kit/standalone';
import { BuilderApp } from './expose/BuilderApp';

await startStandalone({
  ns: 'builder',
  home: '/website',
  links: [],
  open: {
    '/dashboard': () => (
      <p>
        <Text ns="builder" k="standalone.noDashboard" /> <a href="/website">/website</a>
      </p>
    ),
  },
  owner: { '/website': (user) => <BuilderApp user={user} /> },
});
