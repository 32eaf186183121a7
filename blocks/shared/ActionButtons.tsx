import { useState, type CSSProperties } from 'react';
import { OFF_SITE_LINK, navigateTo, safeStyleObject, useRenderContext, useTranslation, vetLink } from '../../renderer';
import type { BannerButton } from '../../schemas/api-types';
import { Button, buttonClass } from '../../ui';
import { SIGN_IN_ACTION, dispatchCustomAction } from './custom-action';
import { sharedNamespace, sharedStrings } from './strings';
import { VideoLightbox } from './VideoLightbox';
import { VideoPlayer } from './VideoPlayer';
import { toVideoUrl } from './video-url';
import './buttons.css';

/** Button data of docs/behaviour/content-and-environments.md, Blocks (header banner buttons, heading buttons). */
export type ActionButtonData = BannerButton;

/**
 * Content writes CSS names (`background-color`); React wants camelCase, custom properties stay as written. Each
 * declaration goes through the renderer's one style check (vetted properties and value forms, no url()).
 */
function inlineStyle(styles: ActionButtonData['styles']): CSSProperties | undefined {
  return safeStyleObject(styles) as CSSProperties | undefined;
}

function scrollToTarget(id: string) {
  const target = document.getElementById(id.replace(/^#/, ''));
  target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target?.focus?.({ preventScroll: true });
}

function Glyph({ name }: { name?: string }) {
  return name ? <span className={`blk-glyph blk-glyph--${name}`} aria-hidden="true" /> : null;
}

function ActionButton({ button, componentId }: { button: ActionButtonData; componentId: string }) {
  const [lightboxOpen, setLightboxOpen] = useState(false);
  const { signedIn } = useRenderContext();
  const { t } = useTranslation(sharedStrings, sharedNamespace);
  const askSignIn = Boolean(button.requiresAuth) && !signedIn;
  const type = button.type ?? 'link';
  const text = button.text ?? '';
  const isCta = type === 'ctalink' || type === 'ctabutton';
  const variant = isCta ? 'primary' : 'secondary';
  const extra = ['blk-btn', isCta ? 'blk-btn--cta' : 'blk-btn--secondary', button.classes]
    .filter(Boolean)
    .join(' ');
  const label = button.ariaLabel || undefined;
  const content = (
    <>
      <Glyph name={button.glyph} />
      <span>{text}</span>
    </>
  );

  if (type === 'link' || type === 'ctalink') {
    const link = vetLink(
      button.url ?? (button.scrollTo ? `#${button.scrollTo.replace(/^#/, '')}` : undefined),
    );
    if (!link) return null;
    const { href, external } = link;
    return (
      <a
        className={buttonClass({ variant }, extra)}
        style={inlineStyle(button.styles)}
        href={href}
        aria-label={label}
        download={button.download ? (typeof button.download === 'string' ? button.download : '') : undefined}
        {...(external ? OFF_SITE_LINK : null)}
        onClick={
          askSignIn
            ? (event) => {
                event.preventDefault();
                dispatchCustomAction({ componentId, action: SIGN_IN_ACTION });
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
        <Button
          variant={variant}
          className={`${extra} blk-btn--play`}
          style={inlineStyle(button.styles)}
          aria-label={label}
          aria-haspopup="dialog"
          onClick={() => setLightboxOpen(true)}
        >
          <span className="blk-btn__play-icon" aria-hidden="true" />
          {content}
        </Button>
        <VideoLightbox open={lightboxOpen} label={text || t('translate.shared.video')} onClose={() => setLightboxOpen(false)}>
          <VideoPlayer src={video} title={text || t('translate.shared.video')} autoPlay />
        </VideoLightbox>
      </>
    );
  }

  const onClick = () => {
    if (askSignIn) {
      dispatchCustomAction({ componentId, action: SIGN_IN_ACTION });
      return;
    }
    if (type === 'custom-action') {
      dispatchCustomAction({ componentId, action: button.action ?? button.url ?? text });
      return;
    }
    if (button.scrollTo) {
      scrollToTarget(button.scrollTo);
      return;
    }
    // Only a vetted URL is followed; off-site ones open in a new window without an opener.
    navigateTo(button.url);
  };

  return (
    <Button
      variant={variant}
      className={extra}
      style={inlineStyle(button.styles)}
      aria-label={label}
      onClick={onClick}
    >
      {content}
    </Button>
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
