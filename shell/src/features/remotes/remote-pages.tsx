// The remote screens of SPEC §2 as @app/contracts/remotes lists them: one route component per exposed page.
import type { RegisterPageProps, RemoteName, ShellOwnerProps } from '@app/contracts/remotes';
import type { ReactElement } from 'react';
import { canFallBack, fallBackAfterRender, forgetRemote, loadRemoteComponent, remoteReleaseKey } from './remote-registry';
import { RemotePage, type PageSource } from './RemotePage';

/** What the shell passes to any remote page: a guest page reads onAuthenticated, an owner page the rest. */
export type ShellPageProps = RegisterPageProps | ShellOwnerProps;

/** A page of a remote from the registry: its active release, else its fallback (remote-registry.ts). */
export function remotePageSource(remote: RemoteName, expose: string): PageSource<ShellPageProps> {
  return {
    load: () => loadRemoteComponent<ShellPageProps>(remote, expose),
    release: () => remoteReleaseKey(remote),
    canRecover: () => canFallBack(remote),
    recover: (error) => fallBackAfterRender(remote, error),
    retry: () => forgetRemote(remote),
  };
}

// One component (and one source) per page: RemotePage keeps its lazy component per source, so a page that already
// loaded shows again without a spinner.
const routes = new Map<string, (props: ShellPageProps) => ReactElement>();

/** The route component of `remote`'s `./<expose>`. */
export function remotePage(remote: RemoteName, expose: string): (props: ShellPageProps) => ReactElement {
  const key = `${remote}/${expose}`;
  let route = routes.get(key);
  if (!route) {
    const source = remotePageSource(remote, expose);
    route = function RemoteRoute(props: ShellPageProps) {
      return <RemotePage source={source} props={props} />;
    };
    routes.set(key, route);
  }
  return route;
}
