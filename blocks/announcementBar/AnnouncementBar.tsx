import { SafeHtml, type BlockComponentProps } from '../../renderer';
import type { AnnouncementBarProps } from '../../schemas';
import { isExternalHref, safeHref } from '../shared/safe-href';
import './announcement-bar.css';

export default function AnnouncementBar({ componentId, props }: BlockComponentProps<AnnouncementBarProps>) {
  const content = props.content?.trim();
  if (props.enabled === false || !content) return null;
  const href = safeHref(props.hyperlink);
  const external = href ? isExternalHref(href) : false;
  return (
    <section
      className="blk-announcement-bar"
      role="region"
      aria-label="Announcement"
      data-component-id={componentId}
    >
      {props.showGlyph ? <span className="blk-announcement-bar__glyph" aria-hidden="true" /> : null}
      <SafeHtml as="p" className="blk-announcement-bar__content" html={content} />
      {href && props.hyperlinkText ? (
        <a
          className="blk-announcement-bar__link"
          href={href}
          target={external ? '_blank' : undefined}
          rel={external ? 'noopener noreferrer' : undefined}
        >
          {props.hyperlinkText}
        </a>
      ) : null}
    </section>
  );
}
