import { useTranslation } from '../i18n/react';
import { safeMediaSrc } from '../../schemas';
import { useShell } from './shell-context';

/** The default of settings.eventName: the shell's own key (the site's translations name the event). */
export const DEFAULT_EVENT_NAME = 'translate.shell.event-name';

/** The event's name from settings.eventName: a translate.* key (translated) or text. */
export function useEventName(): string {
  const { t } = useTranslation();
  const name = useShell().settings?.eventName?.trim() || DEFAULT_EVENT_NAME;
  return name.startsWith('translate.') ? t(name, { defaultValue: t(DEFAULT_EVENT_NAME) }) : name;
}

/**
 * The event's logo from settings.eventLogo (a vetted image URL; alt from settings, empty when it only repeats
 * the name beside it), or the shell's drawn mark.
 */
export function EventMark() {
  const logo = useShell().settings?.eventLogo;
  const src = safeMediaSrc(logo?.url);
  if (!src) return <span className="shell-brand__mark" aria-hidden="true" />;
  return <img className="shell-brand__logo" src={src} alt={logo?.alt ?? ''} width={32} height={32} />;
}
