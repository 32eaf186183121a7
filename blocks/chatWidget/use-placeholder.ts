// The composer's rotating placeholder (docs/behaviour/live-and-video.md, Chat): the settings' chatPlaceholderKeys
// (translation keys of the shell's texts, as settings texts are), or the widget's own three when the settings name
// none, the next one every placeholderRotationIntervalMs. It stops while the visitor is writing: nobody sees it then.
import { useEffect, useState } from 'react';
import { useSettingText, useTranslation } from '../../renderer';
import { placeholderIndex } from './chat-settings';
import { chatWidgetNamespace, chatWidgetStrings, DEFAULT_PLACEHOLDER_KEYS } from './strings';

export function useRotatingPlaceholder(keys: readonly string[], intervalMs: number, paused: boolean): string {
  const { t } = useTranslation(chatWidgetStrings, chatWidgetNamespace);
  const settingText = useSettingText();
  const [ticks, setTicks] = useState(0);
  const own = keys.length === 0;
  const count = own ? DEFAULT_PLACEHOLDER_KEYS.length : keys.length;
  useEffect(() => {
    if (paused || count <= 1 || intervalMs <= 0) return undefined;
    const timer = setInterval(() => setTicks((n) => n + 1), intervalMs);
    return () => clearInterval(timer);
  }, [paused, count, intervalMs]);
  const index = placeholderIndex(ticks * intervalMs, intervalMs, count);
  return own ? t(DEFAULT_PLACEHOLDER_KEYS[index] ?? DEFAULT_PLACEHOLDER_KEYS[0]) : settingText(keys[index] ?? '');
}
