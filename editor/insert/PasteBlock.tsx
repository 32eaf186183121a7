import { useId, useState } from 'react';
import { useTranslation } from '../../renderer';
import { Button, TextAreaField } from '../../ui';
import { parseBlockClipboard, PasteError } from '../actions/copy-blocks';
import { useEditorStoreApi } from '../state/store';
import { blockStrings } from '../toolbar/block-strings';

/**
 * Paste of copied blocks: the JSON "Copy block" put on the clipboard, from this page, another page or
 * another environment. Paste block reads the clipboard; pasting into the field (Ctrl+V) works where the browser
 * does not let the page read it. The JSON is checked against the block's schema first; a refused paste says why
 * beside the field and changes nothing.
 */
export function PasteBlock({ onPasted }: { onPasted: (componentId: string) => void }) {
  const { t } = useTranslation(blockStrings);
  const store = useEditorStoreApi();
  const ids = useId();
  const [error, setError] = useState<string | null>(null);
  const [text, setText] = useState('');

  const paste = (json: string) => {
    try {
      const blocks = parseBlockClipboard(json);
      const state = store.getState();
      const id = state.paste(blocks, state.selectedId);
      setError(null);
      setText('');
      onPasted(id);
    } catch (err) {
      setText(json);
      setError(err instanceof PasteError ? t(err.code, err.params) : String(err));
    }
  };
  const readClipboard = async () => {
    let json: string;
    try {
      json = await navigator.clipboard.readText();
    } catch {
      setError(t('translate.editor.paste.error.read'));
      return;
    }
    paste(json);
  };

  return (
    <section className="ed-paste" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>{t('translate.editor.paste')}</h3>
      <TextAreaField
        compact
        className="ed-field"
        label={t('translate.editor.paste.label')}
        hint={t('translate.editor.paste.hint')}
        error={error ?? undefined}
        rows={2}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
        onPaste={(e) => {
          const pasted = e.clipboardData.getData('text/plain');
          if (!pasted) return;
          e.preventDefault();
          paste(pasted);
        }}
      />
      <div className="eg-actions">
        <Button size="sm" onClick={() => (text.trim() ? paste(text) : void readClipboard())}>
          {t('translate.editor.paste')}
        </Button>
      </div>
    </section>
  );
}
