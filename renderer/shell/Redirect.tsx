import { Navigate, useLocation, useResolvedPath } from 'react-router';
import { useServerRender } from '../server-render';

/**
 * The shell's redirects (language prefix, index route, route gates). In the browser a <Navigate>; on the server
 * the target is recorded and the page request answers with a redirect to it, since no effect runs there.
 */
export function Redirect({ to }: { to: string }) {
  const record = useServerRender();
  const resolved = useResolvedPath(to);
  const location = useLocation();
  if (record) {
    const target = `${resolved.pathname}${resolved.search}${resolved.hash}`;
    // The first redirect wins: it is the outermost one the shell chose.
    if (record.redirect === undefined && target !== `${location.pathname}${location.search}`) record.redirect = target;
    return null;
  }
  return <Navigate to={to} replace />;
}
