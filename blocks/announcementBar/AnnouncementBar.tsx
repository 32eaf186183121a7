import { SafeHtml, useTranslation, vetLink, type BlockComponentProps } from '../../renderer';
import type { AnnouncementBarProps } from '../../schemas/api-types';
import { announcementBarNamespace, announcementBarStrings } from './strings';
import './announcement-bar.css';

export default function AnnouncementBar({ componentId, props }: BlockComponentProps<AnnouncementBarProps>) {
  const { t } = useTranslation(announcementBarStrings, announcementBarNamespace);
  const content = props.content?.trim();
  if (props.enabled === false || !content) return null;
  const link = vetLink(props.hyperlink);
  const href = link?.href;
  const external = link?.external ?? false;
  return (
    <section
      className="blk-announcement-bar"
      role="region"
      aria-label={t('translate.announcementBar.label')}
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
