// The replay of the signed-in visitor's writes made offline (docs/behaviour/calls.md, Offline writes), mounted once per
// page with the My Event panel (its chunk loads only for signed-in visitors): it sends the queue when the browser is
// back online, at page load and on the service worker's request, and tells the visitor what did not go as acted:
// a refused write (its optimistic state is already rolled back) as an error toast naming what failed and the server's
// reason, an RSVP that found the session full and got a waitlist place as an info toast. Evaluation answers and
// messages, whose forms were left behind, say that they landed.
import { useCallback } from 'react';
import type { OfflineWrite } from '../../../api-client/offline';
import { useOfflineReplay, type ReplayOutcome } from '../../../api-client/offline-replay';
import { showToast, useErrorText, useTranslation } from '../../../renderer';
import { offlineWritesNamespace, offlineWritesStrings } from './strings';

type FailureKey = `translate.shared-offline-writes.failed.${string}` & keyof typeof offlineWritesStrings;

function failureKey(write: OfflineWrite): FailureKey {
  if (write.kind === 'favorite') return write.on ? 'translate.shared-offline-writes.failed.favorite-add' : 'translate.shared-offline-writes.failed.favorite-remove';
  return `translate.shared-offline-writes.failed.${write.kind}`;
}

export function OfflineWrites({ viewer }: { viewer: string | null }) {
  const { t } = useTranslation(offlineWritesStrings, offlineWritesNamespace);
  const errorText = useErrorText();
  const report = useCallback(
    (outcome: ReplayOutcome) => {
      const { entry } = outcome;
      if (!outcome.applied) {
        showToast(t(failureKey(entry.write), { label: entry.label, reason: errorText(outcome.error) }), 'error');
      } else if (entry.write.kind === 'rsvp' && (outcome.answer as { state?: string } | undefined)?.state === 'on-waitlist') {
        showToast(t('translate.shared-offline-writes.waitlisted', { label: entry.label }), 'info');
      } else if (entry.write.kind === 'evaluation' || entry.write.kind === 'message') {
        showToast(t(`translate.shared-offline-writes.sent.${entry.write.kind}`, { label: entry.label }), 'success');
      }
    },
    [t, errorText],
  );
  useOfflineReplay(viewer, report);
  return null;
}
