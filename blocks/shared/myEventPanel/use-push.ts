// Push on this device for the panel's inbox prompt and device switch: the opt-in of api-client, told whether this
// page registered the site's worker, with the panel's own failure toasts.
import { showToast, usePwaState, useTranslation } from '../../../renderer';
import { usePushOptIn, type PushOptIn } from './api';
import { myEventPanelNamespace, myEventPanelStrings } from './strings';

export function usePanelPush(): PushOptIn {
  const { t } = useTranslation(myEventPanelStrings, myEventPanelNamespace);
  return usePushOptIn({
    workerReady: usePwaState().workerReady,
    onFailure: (reason) => showToast(t(`translate.shared-myEventPanel.push.${reason}`), 'error'),
  });
}
