// The site-context guard. A block renders on the site (the shell's API client and router above it), or outside it:
// a schema example, a story or a design screen, where there is no visitor, nothing to fetch and no route to read.
// Blocks that fetch or act ask this first and show a short note (or their static part) outside the site.
import { QueryClientContext } from '@tanstack/react-query';
import { use } from 'react';
import { useInRouterContext } from 'react-router';

/**
 * Whether the block is on the site: an API client above it and, unless `router` is false (blocks that also work
 * without routes, such as the tool belt or the map), a router too.
 */
export function useOnSite({ router = true }: { router?: boolean } = {}): boolean {
  const client = use(QueryClientContext);
  const inRouter = useInRouterContext();
  return client !== undefined && (inRouter || !router);
}
