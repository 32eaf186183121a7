/**
 * English defaults of the fast-editing texts: duplicate, copy and paste of blocks, inline editing on the
 * canvas and dragging from the insert list. Components pass them to useTranslation, which registers them beside the
 * editor's other strings.
 */
export const blockStrings = {
  'translate.editor.toolbar.duplicate': 'Duplicate',
  'translate.editor.toolbar.copy-block': 'Copy block',
  'translate.editor.outline.duplicate': 'Duplicate {{id}}',
  'translate.editor.outline.copy': 'Copy {{id}}',
  'translate.editor.duplicated': 'Duplicated {{id}} as {{copy}}',
  'translate.editor.block-copied': 'Block {{id}} copied: paste it on any page, in any environment',
  'translate.editor.paste': 'Paste block',
  'translate.editor.paste.label': 'Block JSON to paste',
  'translate.editor.paste.hint':
    'Paste copied block JSON here (Ctrl+V), or use Paste block to read the clipboard. The block goes after the selected block.',
  'translate.editor.pasted': 'Pasted {{id}}',
  'translate.editor.paste.error.json': 'The clipboard does not hold JSON: copy a block first.',
  'translate.editor.paste.error.shape': 'The clipboard holds JSON but not a block (each block needs componentId, component and props).',
  'translate.editor.paste.error.type': 'Block type {{type}} does not exist.',
  'translate.editor.paste.error.invalid': 'Block {{id}} is not valid: {{message}}',
  'translate.editor.paste.error.read': 'The browser did not let the editor read the clipboard: paste into the field instead.',
  'translate.editor.insert.drag': 'Drag {{title}} onto the page',
  'translate.editor.insert.drop-line': 'Drop here',
  'translate.editor.inline.label': '{{field}} of {{id}}: edit in place, Escape to leave',
} as const;
