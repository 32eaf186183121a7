import type { CSSProperties } from 'react';
import { classNames, cssImageUrl, useRenderContext, type BlockComponentProps } from '../../renderer';
import { ActionButtons, OptionalHtml } from '../all-blocks';
import type { HeaderBannerProps } from '../../schemas/api-types';
import { cssColor, perDeviceVars } from '../shared/breakpoint-vars';
import './header-banner.css';

/** docs/behaviour/blocks.md: the mobile reduction sets the banner height to 160px. */
export const REDUCED_MOBILE_HEIGHT_PX = 160;

/** Holders of this scope get the tool belt instead of the banner buttons (docs/behaviour/blocks.md). */
export const EVENT_TOOLS_SCOPE = 'event-tools';

export default function HeaderBanner({ componentId, props }: BlockComponentProps<HeaderBannerProps>) {
  const { scopes } = useRenderContext();
  const showButtons = !scopes.includes(EVENT_TOOLS_SCOPE);
  const hasButtons = showButtons && (props.buttons ?? []).length > 0;
  // A banner with nothing to show renders nothing (docs/behaviour/blocks.md).
  if (!props.mainTitle && !props.subTitle && !hasButtons) return null;
  const style = {
    ...perDeviceVars('hb-bg', props.backgroundImage, (v) => cssImageUrl(v)),
    ...perDeviceVars('hb-bgc', props.backgroundColor, cssColor),
    ...perDeviceVars('hb-fg', props.textColor, cssColor),
    ...(props.reduceBannerOnMobile ? { '--hb-mobile-height': `${REDUCED_MOBILE_HEIGHT_PX}px` } : {}),
  } as CSSProperties;
  const className = classNames(
    'blk-header-banner',
    props.reduceBannerOnMobile && 'blk-header-banner--reduced',
    props.additionalClass,
  );

  return (
    <section
      className={className}
      style={style}
      aria-labelledby={props.mainTitle ? `${componentId}-title` : undefined}
    >
      <div className="blk-header-banner__inner">
        <OptionalHtml
          // One h1 per page: a banner above a page with its own title is a level-two heading.
          as={props.headingLevel === 2 ? 'h2' : 'h1'}
          id={`${componentId}-title`}
          className="ui-display blk-header-banner__title"
          html={props.mainTitle}
        />
        <OptionalHtml as="p" className="blk-header-banner__subtitle" html={props.subTitle} />
        {showButtons ? (
          <ActionButtons
            className="blk-header-banner__buttons"
            buttons={props.buttons}
            componentId={componentId}
          />
        ) : null}
      </div>
    </section>
  );
}
