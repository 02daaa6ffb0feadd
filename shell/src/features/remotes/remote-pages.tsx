// The remote screens of SPEC §2 as @app/contracts/remotes lists them: one route component per exposed page.
import type { LoginPageProps, RemoteName, ShellOwnerProps } from '@app/contracts/remotes';
import type { ReactElement } from 'react';
import { forgetRemote, loadRemoteComponent } from './remote-registry';
import { RemotePage, type Loader } from './RemotePage';

/** What the shell passes to any remote page: a guest page reads onAuthenticated, an owner page the rest. */
export type ShellPageProps = LoginPageProps | ShellOwnerProps;

// One component (and one loader) per page: RemotePage keeps its lazy component per loader, so a page that already
// loaded shows again without a spinner.
const routes = new Map<string, (props: ShellPageProps) => ReactElement>();

/** The route component of `remote`'s `./<expose>`. */
export function remotePage(remote: RemoteName, expose: string): (props: ShellPageProps) => ReactElement {
  const key = `${remote}/${expose}`;
  let route = routes.get(key);
  if (!route) {
    const load: Loader<ShellPageProps> = () => loadRemoteComponent<ShellPageProps>(remote, expose);
    const retry = () => forgetRemote(remote);
    route = function RemoteRoute(props: ShellPageProps) {
      return <RemotePage load={load} onRetry={retry} props={props} />;
    };
    routes.set(key, route);
  }
  return route;
}
