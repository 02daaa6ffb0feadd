// Shell screens that the first load of the sign-in page never shows: the signed-in frame (navbar, sidebar, menus)
// and the public information and error pages. Each is its own chunk, fetched when first rendered, so the signed-out
// first load (DESIGN.md §11: <= 150 KB gzip) carries only the landing frame and the route table.
import { Spinner } from '@app/ui';
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';

/** `lazy` for a named export, shown behind the shell's spinner while its chunk loads. */
function lazyNamed<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={<Spinner style={{ marginTop: '30vh' }} />}>
        <Page {...(props as ComponentProps<typeof Page>)} />
      </Suspense>
    );
  };
}

export const AppLayout = lazyNamed(() => import('../features/layout/AppLayout').then((m) => m.AppLayout));
export const AboutPage = lazyNamed(() => import('../features/public/AboutPage').then((m) => m.AboutPage));
export const ContactPage = lazyNamed(() => import('../features/public/ContactPage').then((m) => m.ContactPage));
export const NotFoundPage = lazyNamed(() => import('../features/errors/NotFoundPages').then((m) => m.NotFoundPage));
export const WebsiteNotFoundPage = lazyNamed(() => import('../features/errors/NotFoundPages').then((m) => m.WebsiteNotFoundPage));
