import { useId, useState } from 'react';
import { BlockList, useTranslation, type BlockComponentProps } from '../../renderer';
import type { DrawerProps } from '../../schemas/api-types';
import { clampHeadingLevel } from '../sectionHeading/heading-level';
import { Button } from '../../ui';
import { drawerNamespace, drawerStrings } from './strings';
import './drawer.css';

/**
 * A disclosure: a button with aria-expanded controlling a region that holds the child blocks. Escape inside an
 * open drawer closes it and puts focus back on its button.
 */
export default function Drawer({ componentId, props }: BlockComponentProps<DrawerProps>) {
  const { t } = useTranslation(drawerStrings, drawerNamespace);
  const [open, setOpen] = useState(Boolean(props.openByDefault));
  const id = useId();
  const buttonId = `${id}-button`;
  const regionId = `${id}-region`;
  const Heading = clampHeadingLevel(props.headingLevel, 3);
  return (
    <div
      className={`blk-drawer${open ? ' blk-drawer--open' : ''}`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        document.getElementById(buttonId)?.focus();
      }}
    >
      <Heading className="blk-drawer__heading">
        <Button
          id={buttonId}
          variant="ghost"
          block
          className="blk-drawer__toggle"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((v) => !v)}
        >
          {props.glyph ? <span className={`blk-glyph blk-glyph--${props.glyph}`} aria-hidden="true" /> : null}
          <span className="blk-drawer__label">
            <span className="blk-drawer__title">{props.title || t('translate.drawer.title')}</span>
            {props.subtitle ? <span className="blk-drawer__subtitle">{props.subtitle}</span> : null}
          </span>
          <span className="blk-drawer__chevron" aria-hidden="true" />
        </Button>
      </Heading>
      <div
        id={regionId}
        role="region"
        aria-labelledby={buttonId}
        className="blk-drawer__region"
        hidden={!open}
      >
        {open ? <BlockList parentId={componentId} /> : null}
      </div>
    </div>
  );
}
