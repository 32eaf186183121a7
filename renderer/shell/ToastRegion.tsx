import { useEffect } from 'react';
import { Toast } from '../../ui';
import { useTranslation } from '../i18n/react';
import { subscribeApiErrorNotices } from '../../api-client';
import { dismissToast, showToast, useToasts } from './toasts';

/** The one toast region, bottom-left; a status region so screen readers announce new toasts politely. */
export function ToastRegion() {
  const { t } = useTranslation();
  const toasts = useToasts();
  // Errors the API says must be shown as they are (a 429's text) become error toasts.
  useEffect(() => subscribeApiErrorNotices((error) => void showToast(error.message, 'error')), []);
  return (
    <div className="shell-toasts" role="status" aria-live="polite" aria-label={t('translate.shell.toasts')}>
      {toasts.map((toast) => (
        <Toast key={toast.id} kind={toast.kind} dismissLabel={t('translate.shell.toast.dismiss')} onDismiss={() => dismissToast(toast.id)}>
          {toast.message}
        </Toast>
      ))}
    </div>
  );
}
