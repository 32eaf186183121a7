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
import { Button } from '../../ui';

type OpenTool = 'settings' | 'uploader' | 'glyphs' | null;

/**
 * The site tools bar (content editors): Site Settings and the attendee type changer for site editors (spec 001
 * section 6), the File Uploader and Glyph Search for every content editor (spec 000 section 6).
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
  return (
    <aside
      className="ss-tools"
      data-expanded={expanded || undefined}
      aria-label={t('translate.site-settings.tools.label')}
    >
      <Button
        size="sm"
        className="ss-tools__toggle"
        aria-expanded={expanded}
        aria-controls={toolsId}
        onClick={() => setExpanded(!expanded)}
      >
        {t('translate.site-settings.tools.toggle')}
      </Button>
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
      {open === 'settings' && siteEditor ? (
        <Dialog
          className="ss-dialog ss-dialog--full"
          initialFocus="heading"
          title={t('translate.site-settings.title')}
          closeLabel={t('translate.site-settings.close')}
          onClose={close}
        >
          <SettingsEditor siteEnvironment={shell.environment} t={t} />
        </Dialog>
      ) : null}
      {open === 'uploader' ? (
        <Dialog
          className="ss-dialog ss-dialog--panel"
          initialFocus="heading"
          title={t('translate.site-settings.uploader.title')}
          closeLabel={t('translate.site-settings.close')}
          onClose={close}
        >
          <FileUploader t={t} />
        </Dialog>
      ) : null}
      {open === 'glyphs' ? (
        <Dialog
          className="ss-dialog ss-dialog--panel"
          initialFocus="heading"
          title={t('translate.site-settings.glyphs.title')}
          closeLabel={t('translate.site-settings.close')}
          onClose={close}
        >
          <GlyphSearch t={t} />
        </Dialog>
      ) : null}
    </aside>
  );
}
