import type { CSSProperties } from 'react';
import type { BlockComponentProps } from '../../renderer';
import type { SectionHeadingProps } from '../../schemas/api-types';
import { ActionButtons, OptionalHtml } from '../all-blocks';
import { cssColor, perDeviceVars, resolvePerDevice } from '../shared/breakpoint-vars';
import { clampHeadingLevel } from './heading-level';
import './section-heading.css';

const ALIGNMENTS = new Set(['left', 'center', 'right']);
const asAlignment = (v: unknown) => (typeof v === 'string' && ALIGNMENTS.has(v) ? v : undefined);

export default function SectionHeading({ componentId, props }: BlockComponentProps<SectionHeadingProps>) {
  const { heading, subheading, body, headingButtons } = props;
  const hasButtons = (headingButtons ?? []).some((b) => b && (b.text || b.ariaLabel));
  // docs/behaviour/blocks.md: with no heading, subheading, body or buttons there is nothing to render.
  if (!heading && !subheading && !body && !hasButtons) return null;
  const tag = clampHeadingLevel(props.headingLevel);
  // Alignment may differ per breakpoint: the mobile value picks the class, CSS variables carry the rest.
  const align = asAlignment(resolvePerDevice(props.textAlignment).mobile) ?? 'left';
  const style = {
    ...perDeviceVars('sh-align', props.textAlignment, asAlignment),
    // The body (at most 72ch wide) sits where the text is aligned, per device like the alignment itself.
    ...perDeviceVars('sh-ms', props.textAlignment, (v) => (asAlignment(v) && v !== 'left' ? 'auto' : undefined)),
    ...perDeviceVars('sh-me', props.textAlignment, (v) => (v === 'center' ? 'auto' : undefined)),
    color: cssColor(props.textColor),
  } as CSSProperties;

  return (
    <header className={`blk-section-heading blk-section-heading--${align}`} style={style}>
      <OptionalHtml as={tag} className="ui-display blk-section-heading__heading" html={heading} />
      <OptionalHtml as="p" className="blk-section-heading__subheading" html={subheading} />
      <OptionalHtml as="div" className="blk-section-heading__body" html={body} />
      <ActionButtons
        className="blk-section-heading__buttons"
        buttons={headingButtons}
        componentId={componentId}
      />
    </header>
  );
}
