import { useState, type CSSProperties } from 'react';
import { useRenderContext } from '../../renderer';
import { Dialog } from './Dialog';
import { VideoPlayer } from './VideoPlayer';
import { isExternalHref, safeHref } from './safe-href';
import { toVideoUrl } from './video-url';
import './buttons.css';

/** Button data of spec 001 section 3 (header banner buttons, heading buttons). */
export interface ActionButtonData {
  type?: 'link' | 'ctalink' | 'button' | 'ctabutton' | 'lightbox-link' | 'custom-action' | string;
  text?: string;
  url?: string;
  download?: boolean | string;
  scrollTo?: string;
  ariaLabel?: string;
  glyph?: string;
  styles?: Record<string, string | number> | string;
  classes?: string;
  lightBoxConfig?: { videoSource?: string; componentId?: string };
  /** Name of the client action run by a custom-action button. */
  action?: string;
  /** For anonymous visitors the button asks to sign in instead. */
  requiresAuth?: boolean;
  analyticsTag?: string;
}

/** Fired on window by custom-action buttons; the shell (or any listener) decides what the action does. */
export const CUSTOM_ACTION_EVENT = 'block:custom-action';

/** The action a requires-auth button sends for anonymous visitors (spec 000 section 2: opens the sign-in dialog). */
export const SIGN_IN_ACTION = 'sign-in';

export interface CustomActionDetail {
  componentId: string;
  action: string;
}

function inlineStyle(styles: ActionButtonData['styles']): CSSProperties | undefined {
  return styles && typeof styles === 'object' ? (styles as CSSProperties) : undefined;
}

function scrollToTarget(id: string) {
  const target = document.getElementById(id.replace(/^#/, ''));
  target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target?.focus?.({ preventScroll: true });
}

function Glyph({ name }: { name?: string }) {
  return name ? <span className={`blk-glyph blk-glyph--${name}`} aria-hidden="true" /> : null;
}

function dispatchAction(detail: CustomActionDetail) {
  window.dispatchEvent(new CustomEvent(CUSTOM_ACTION_EVENT, { detail }));
}

function ActionButton({ button, componentId }: { button: ActionButtonData; componentId: string }) {
  const [lightboxOpen, setLightboxOpen] = useState(false);
  const { signedIn } = useRenderContext();
  const askSignIn = Boolean(button.requiresAuth) && !signedIn;
  const type = button.type ?? 'link';
  const text = button.text ?? '';
  const isCta = type === 'ctalink' || type === 'ctabutton';
  const className = ['blk-btn', isCta ? 'blk-btn--cta' : 'blk-btn--secondary', button.classes].filter(Boolean).join(' ');
  const label = button.ariaLabel || undefined;
  const content = (
    <>
      <Glyph name={button.glyph} />
      <span>{text}</span>
    </>
  );

  if (type === 'link' || type === 'ctalink') {
    const href = safeHref(button.url ?? (button.scrollTo ? `#${button.scrollTo.replace(/^#/, '')}` : undefined));
    if (!href) return null;
    const external = isExternalHref(href);
    return (
      <a
        className={className}
        style={inlineStyle(button.styles)}
        href={href}
        aria-label={label}
        download={button.download ? (typeof button.download === 'string' ? button.download : '') : undefined}
        target={external ? '_blank' : undefined}
        rel={external ? 'noopener noreferrer' : undefined}
        onClick={
          askSignIn
            ? (event) => {
                event.preventDefault();
                dispatchAction({ componentId, action: SIGN_IN_ACTION });
              }
            : undefined
        }
      >
        {content}
      </a>
    );
  }

  if (type === 'lightbox-link') {
    const video = toVideoUrl(button.lightBoxConfig?.videoSource ?? button.url, true);
    if (!video) return null;
    return (
      <>
        <button
          type="button"
          className={`${className} blk-btn--play`}
          style={inlineStyle(button.styles)}
          aria-label={label}
          aria-haspopup="dialog"
          onClick={() => setLightboxOpen(true)}
        >
          <span className="blk-btn__play-icon" aria-hidden="true" />
          {content}
        </button>
        <Dialog open={lightboxOpen} label={text || 'Video'} onClose={() => setLightboxOpen(false)}>
          <VideoPlayer src={video} title={text || 'Video'} autoPlay />
        </Dialog>
      </>
    );
  }

  const onClick = () => {
    if (askSignIn) {
      dispatchAction({ componentId, action: SIGN_IN_ACTION });
      return;
    }
    if (type === 'custom-action') {
      dispatchAction({ componentId, action: button.action ?? button.url ?? text });
      return;
    }
    if (button.scrollTo) {
      scrollToTarget(button.scrollTo);
      return;
    }
    const href = safeHref(button.url);
    if (href) window.location.assign(href);
  };

  return (
    <button type="button" className={className} style={inlineStyle(button.styles)} aria-label={label} onClick={onClick}>
      {content}
    </button>
  );
}

/** A row of banner/heading buttons; links render as <a>, actions as <button>. */
export function ActionButtons({
  buttons,
  componentId,
  className,
}: {
  buttons: readonly ActionButtonData[] | null | undefined;
  componentId: string;
  className?: string;
}) {
  const list = (buttons ?? []).filter((b) => b && (b.text || b.ariaLabel));
  if (list.length === 0) return null;
  return (
    <div className={['blk-buttons', className].filter(Boolean).join(' ')}>
      {list.map((button, index) => (
        <ActionButton key={`${button.type}-${index}`} button={button} componentId={componentId} />
      ))}
    </div>
  );
}
