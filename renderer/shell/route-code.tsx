import { lazy, useState, type ComponentType } from 'react';
import { routeForPath } from './server-data';

// Pages visited once in a while, not on every page: the sign-in, sign-out, language and redirect pages. Their code is a chunk of its own. The server renders them complete; the browser loads the chunk before it
// hydrates one of them (preloadRouteCode), since a boundary still waiting for its code when the shell updates around
// it would drop the server's HTML for the loading note.
type AuthPages = typeof import('./auth-pages');

function preloadable<M>(load: () => Promise<M>) {
  let loaded: M | undefined;
  const get = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  function page<P extends object>(pick: (module: M) => ComponentType<P>): ComponentType<P> {
    const Lazy = lazy(() => get().then((module) => ({ default: pick(module) })));
    return function Page(props: P) {
      // Chosen once per mount: swapping the lazy wrapper for the loaded page later would remount it.
      const [View] = useState<ComponentType<P>>(() => (loaded ? pick(loaded) : (Lazy as unknown as ComponentType<P>)));
      return <View {...props} />;
    };
  }
  return { get, page };
}

const authPages = preloadable<AuthPages>(() => import('./auth-pages'));

export const LoginPage = authPages.page((m) => m.LoginPage);
export const SignOutPage = authPages.page((m) => m.SignOutPage);
export const LocalePage = authPages.page((m) => m.LocalePage);
export const RedirectPage = authPages.page((m) => m.RedirectPage);

const AUTH_VIEWS = new Set(['login', 'sign-out', 'locale', 'redirect']);

/** Loads the code the route at `pathname` (`/en/login`) renders with, when it is not in the app's own chunk. */
export async function preloadRouteCode(pathname: string): Promise<void> {
  const below = pathname.split('/').filter(Boolean).slice(1).join('/');
  const view = routeForPath(below)?.view;
  if (view && AUTH_VIEWS.has(view)) await authPages.get().catch(() => undefined);
}
