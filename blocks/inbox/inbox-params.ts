// The inbox's URL state (docs/behaviour/meetings.md: /user/inbox query toRegKey, isNew, source), read the same way by the
// component and its server loader, so both ask for the same query key.
import type { InboxParams } from '../../api-client/meetings';

export function inboxParamsOf(search: URLSearchParams): InboxParams {
  const toRegKey = search.get('toRegKey')?.trim() || undefined;
  const source = search.get('source')?.trim() || undefined;
  return { ...(toRegKey ? { toRegKey } : {}), ...(search.get('isNew') === 'true' ? { isNew: true } : {}), ...(source ? { source } : {}) };
}
