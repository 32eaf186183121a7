// The Monaco part of the JSON view. Only EditView loads this module, through lazy(): Monaco and its workers
// are a chunk of their own, fetched when the edit view opens (never for the ui view, never for attendees).
import Editor, { loader, type OnMount } from '@monaco-editor/react';
import * as monaco from 'monaco-editor';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/language/json/json.worker?worker';
import { useEffect, useRef } from 'react';
import type { JsonSchema, ValidationIssue } from '../../schemas';
import { locatePointer } from './json-edit';

// The local monaco-editor package, bundled by Vite, instead of @monaco-editor/react's default CDN download.
globalThis.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
};
loader.config({ monaco });

const MARKER_OWNER = 'block-props';

function applyMarkers(model: monaco.editor.ITextModel, issues: readonly ValidationIssue[]): void {
  const text = model.getValue();
  monaco.editor.setModelMarkers(
    model,
    MARKER_OWNER,
    issues.map((issue) => ({ ...locatePointer(text, issue.path), message: issue.message, severity: monaco.MarkerSeverity.Error })),
  );
}

export interface MonacoJsonEditorProps {
  value: string;
  onChange: (text: string) => void;
  /** The block type's JSON Schema: Monaco's JSON diagnostics mark what breaks it as you type. */
  schema: JsonSchema | undefined;
  /** Names the in-memory model, so each block gets its own undo history and schema association. */
  modelName: string;
  /** Issues of the shared validator (validateBlockProps), shown as markers next to Monaco's own. */
  issues: readonly ValidationIssue[];
  ariaLabel: string;
}

export default function MonacoJsonEditor({ value, onChange, schema, modelName, issues, ariaLabel }: MonacoJsonEditorProps) {
  const editorRef = useRef<Parameters<OnMount>[0] | null>(null);
  const issuesRef = useRef(issues);
  issuesRef.current = issues;

  const onMount: OnMount = (editor) => {
    editorRef.current = editor;
    const model = editor.getModel();
    if (!model) return;
    applyMarkers(model, issuesRef.current);
    if (!schema) return;
    monaco.json.jsonDefaults.setDiagnosticsOptions({
      validate: true,
      allowComments: false,
      enableSchemaRequest: false,
      schemas: [{ uri: `inmemory://schemas/${modelName}.schema.json`, fileMatch: [model.uri.toString()], schema }],
    });
  };

  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (model) applyMarkers(model, issues);
  }, [issues]);

  return (
    <Editor
      height="420px"
      language="json"
      path={`${modelName}.json`}
      value={value}
      onChange={(text) => onChange(text ?? '')}
      onMount={onMount}
      options={{
        ariaLabel,
        minimap: { enabled: false },
        scrollBeyondLastLine: false,
        tabSize: 2,
        automaticLayout: true,
        wordWrap: 'on',
      }}
    />
  );
}
