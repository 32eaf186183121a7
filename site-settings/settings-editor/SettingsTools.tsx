import { useId, useState } from 'react';
import { Dialog } from '../../editing';
import { isContentEditor, isSiteEditor, useShell, useTranslation } from '../../renderer';
import { GlyphSearch } from '../glyph-search/GlyphSearch';
import { FileUploader } from '../uploads/FileUploader';
import { AttendeeTypeChanger } from './AttendeeTypeChanger';
import { QaTools } from '../qa/QaTools';
import { SettingsEditor } from './SettingsEditor';
import { settingsStrings } from './strings';
import './settings.css';
import { Button, DisclosureButton } from '../../ui';

type OpenTool = 'settings' | 'uploader' | 'glyphs' | null;

/**
 * The site tools bar (content editors): Site Settings and the attendee type changer for site editors (docs/behaviour/README.md
 * section 6), the File Uploader and Glyph Search for every content editor (docs/behaviour/settings.md).
 */
export function SettingsTools() {
  const shell = useShell();
  const { t } = useTranslation(settingsStrings);
  const [open, setOpen] = useState<OpenTool>(null);
  // Small screens: the bar folds behind one button so it does not cover the page (wide screens ignore this).
  const [expanded, setExpanded] = useState(false);
  const toolsId = useId();
  if (!isContentEditor(shell.scopes)) return null;
  const siteEditor = isSiteEditor(shell.scopes);
  const settings = shell.settings as { enableAdminAttendeeTypeChanger?: boolean } | undefined;
  const changer =
    siteEditor &&
    (shell.features.enableAdminAttendeeTypeChanger === true ||
      settings?.enableAdminAttendeeTypeChanger === true);
  const close = () => setOpen(null);
  // The open tool's dialog: Site Settings fills the screen, the others are panels.
  const tools = {
    settings: { title: 'translate.site-settings.title', size: 'full', body: <SettingsEditor siteEnvironment={shell.environment} t={t} /> },
    uploader: { title: 'translate.site-settings.uploader.title', size: 'panel', body: <FileUploader t={t} /> },
    glyphs: { title: 'translate.site-settings.glyphs.title', size: 'panel', body: <GlyphSearch t={t} /> },
  } as const;
  const shown = open === null || (open === 'settings' && !siteEditor) ? null : tools[open];
  return (
    <aside
      className="ss-tools"
      data-expanded={expanded || undefined}
      aria-label={t('translate.site-settings.tools.label')}
    >
      <DisclosureButton size="sm" className="ss-tools__toggle" expanded={expanded} controls={toolsId} onExpandedChange={setExpanded}>
        {t('translate.site-settings.tools.toggle')}
      </DisclosureButton>
      <div id={toolsId} className="ss-tools__items">
        {siteEditor ? (
          <Button size="sm" onClick={() => setOpen('settings')}>
            {t('translate.site-settings.open')}
          </Button>
        ) : null}
        <Button size="sm" onClick={() => setOpen('uploader')}>
          {t('translate.site-settings.uploader.open')}
        </Button>
        <Button size="sm" onClick={() => setOpen('glyphs')}>
          {t('translate.site-settings.glyphs.open')}
        </Button>
        {changer ? <AttendeeTypeChanger t={t} /> : null}
        <QaTools />
      </div>
      {shown ? (
        <Dialog
          key={open}
          className={`ss-dialog ss-dialog--${shown.size}`}
          initialFocus="heading"
          title={t(shown.title)}
          closeLabel={t('translate.site-settings.close')}
          onClose={close}
        >
          {shown.body}
        </Dialog>
      ) : null}
    </aside>
  );
}
