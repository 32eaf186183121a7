import { useMemo } from 'react';
import { useLocation } from 'react-router';

/**
 * The current URL's query, read-only. The shell only reads its query (errorCode, returnUrl, dest); React Router's
 * useSearchParams also builds the setter and its navigation, which the attendee bundle does not need.
 */
export function useQueryParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
