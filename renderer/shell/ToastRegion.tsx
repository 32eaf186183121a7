import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Toast } from '../../ui';
import { useTranslation } from '../i18n/react';
import { useErrorText } from '../i18n/error-text';
import { subscribeApiErrorNotices } from '../../api-client';
import { dismissToast, showToast, useToasts } from './toasts';

/** The last open <dialog>: modals are opened in order, so the last in the document is the topmost. */
const topDialog = () => [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].pop() ?? null;

/**
 * The open modal the toast region must live in, if any. A modal dialog (showModal) makes everything outside it
 * inert, a popover shown after it included (Chromium): a region left in the page would sit dimmed under the
 * backdrop, unclickable and unannounced.
 */
function useModalHost(): HTMLDialogElement | null {
  const [host, setHost] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const update = () => setHost(topDialog());
    // Dialogs open and close by their open attribute; childList for a dialog removed while open.
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, childList: true, attributeFilter: ['open'] });
    update();
    return () => observer.disconnect();
  }, []);
  return host;
}

/**
 * The one toast region, bottom-left; a status region so screen readers announce new toasts politely. While a
 * modal is open the region moves into it (one region at a time), so toasts stay above the backdrop and announced.
 */
export function ToastRegion() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const host = useModalHost();
  const errorText = useErrorText();
  // Errors the API says must be shown (a 429) become error toasts, in the visitor's language.
  useEffect(() => subscribeApiErrorNotices((error) => void showToast(errorText(error), 'error')), [errorText]);
  const region = (
    <div className="shell-toasts" role="status" aria-live="polite" aria-label={t('translate.shell.toasts')}>
      {toasts.map((toast) => (
        <Toast key={toast.id} kind={toast.kind} dismissLabel={t('translate.shell.toast.dismiss')} onDismiss={() => dismissToast(toast.id)}>
          {toast.message}
        </Toast>
      ))}
    </div>
  );
  return host ? createPortal(region, host) : region;
}
