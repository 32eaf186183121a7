import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useMeetingViewer } from '../../../api-client/meetings';

/**
 * What a new-or-edit form (meeting, appointment) starts from: the signed-in viewer's key (null when nobody is signed
 * in), the id in the route parameter `param` ('' for a new item), and that item's query, asked only when there is a
 * viewer and an id. An item that failed (not found, not the visitor's) is not asked again when the form mounts: the
 * not-found answer the server rendered stays, instead of turning into a skeleton while the browser asks again.
 */
export function useEditTarget<T, K extends QueryKey>(
  param: string,
  options: (viewer: string, id: string) => UseQueryOptions<T, Error, T, K>,
) {
  const id = useParams()[param] ?? '';
  const viewer = useMeetingViewer();
  const existing = useQuery({ ...options(viewer ?? 'anonymous', id), enabled: viewer !== null && id !== '', retryOnMount: false });
  return { viewer, id, existing };
}
