import { useEffect, useRef, useState } from 'react';
import { SafeHtml, storage, useTranslation, type BlockComponentProps } from '../../renderer';
import type { NotificationBannerProps } from '../../schemas/api-types';
import { IconButton } from '../../ui';
import { cssColor } from '../shared/breakpoint-vars';
import { notificationBannerNamespace, notificationBannerStrings } from './strings';
import './notification-banner.css';

/** Local storage key of a banner's dismissal: one per component (docs/behaviour/blocks.md). */
export function dismissalKey(componentId: string): string {
  return `notificationBanner.dismissed.${componentId}`;
}

// Other code may have stored the entry as JSON true or as the string 'true'.
function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

export default function NotificationBanner({
  componentId,
  props,
}: BlockComponentProps<NotificationBannerProps>) {
  const { t } = useTranslation(notificationBannerStrings, notificationBannerNamespace);
  const { bannerText, alwaysShowBanner, requireLocalStorageEntry } = props;
  const [dismissed, setDismissed] = useState(
    () => !alwaysShowBanner && isTrue(storage.get<unknown>(dismissalKey(componentId), false)),
  );
  const [entryOn, setEntryOn] = useState(
    () => !requireLocalStorageEntry || isTrue(storage.get<unknown>(requireLocalStorageEntry, false)),
  );

  // The entry key this banner currently holds; cleared on unmount.
  const held = useRef<string | null>(null);

  useEffect(() => {
    if (!requireLocalStorageEntry) {
      setEntryOn(true);
      return;
    }
    const read = () => setEntryOn(isTrue(storage.get<unknown>(requireLocalStorageEntry, false)));
    read();
    // Whatever grants the entry (another block, another tab) may do so after this banner mounted.
    const unsubscribe = storage.subscribe(requireLocalStorageEntry, 'local', read);
    held.current = requireLocalStorageEntry;
    return () => {
      unsubscribe();
      held.current = null;
      // The entry is a one-shot permission: once this banner goes away it must be granted again.
      // Deferred by a microtask so React's StrictMode unmount-remount in development does not consume it.
      queueMicrotask(() => {
        if (held.current !== requireLocalStorageEntry) storage.set(requireLocalStorageEntry, false);
      });
    };
  }, [requireLocalStorageEntry]);

  if (!bannerText || !entryOn || dismissed) return null;

  const dismiss = () => {
    // With alwaysShowBanner the dismissal lasts only for this view, so it is never persisted.
    if (!alwaysShowBanner) storage.set(dismissalKey(componentId), true);
    setDismissed(true);
  };

  return (
    <section
      className="blk-notification-banner"
      role="region"
      aria-label={t('translate.notificationBanner.label')}
      style={{ backgroundColor: cssColor(props.backgroundColor), color: cssColor(props.textColor) }}
    >
      <span
        className={`ui-disc blk-notification-banner__icon${props.glyph ? ` blk-glyph--${props.glyph}` : ''}`}
        aria-hidden="true"
      >
        i
      </span>
      <SafeHtml as="div" className="blk-notification-banner__text" html={bannerText} />
      <IconButton
        className="blk-notification-banner__close"
        label={props.dismissButtonAriaLabel || t('translate.notificationBanner.dismiss')}
        icon="close"
        onClick={dismiss}
      />
    </section>
  );
}
