import { useId, useRef, useState } from 'react';
import { MAX_UPLOAD_BYTES, useSiteFiles, useUploadSiteFile } from '../../../api-client/editing';
import { useErrorText } from '../../../renderer';
import type { JsonSchema } from '../../../schemas';
import { Button, TextInput } from '../../../ui';
import { useFormContext, type WidgetProps } from '../form-context';
import { editedSchema, pointerKeys } from '../schema-nodes';
import { useWidgetText } from './widget-strings';
import './image-widget.css';

const SHOWN = /^(https?:\/\/|\/(?!\/))/;

/**
 * The alt-text property beside an image property (imageAltText, altText, …) in the object that holds it, found from
 * the form's schema along the field's path; undefined where there is none.
 */
export function altPropertyBeside(root: JsonSchema, path: string): string | undefined {
  const keys = pointerKeys(path);
  let parent: JsonSchema | undefined;
  let node: JsonSchema = editedSchema(root, root);
  for (const key of keys) {
    const schema = editedSchema(node, root);
    const next = schema.properties?.[key] ?? (/^\d+$/.test(key) && schema.items && !Array.isArray(schema.items) ? schema.items : undefined);
    if (!next) break; // a per-breakpoint value (…/mobile) belongs to the property above it
    parent = schema;
    node = editedSchema(next, root);
  }
  const names = Object.keys(parent?.properties ?? {});
  return names.find((name) => /alt(text)?$/i.test(name) || /AltText$/.test(name));
}

/**
 * x-widget: image: the image's address, typed, picked from the site's uploaded images (GET /siteeditor/files) or
 * uploaded right here (PUT /siteeditor/file); a preview of what it points at, and where the block has an alt-text
 * property, a reminder to describe the image there.
 */
export function ImageWidget(p: WidgetProps) {
  const text = useWidgetText();
  const errorText = useErrorText();
  const { root } = useFormContext();
  const url = typeof p.value === 'string' ? p.value.trim() : '';
  const [browsing, setBrowsing] = useState(false);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const listId = useId();
  const upload = useUploadSiteFile();
  const alt = altPropertyBeside(root, p.path);
  const hintId = `${p.id}-alt`;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setStatus(null);
    if (file.size > MAX_UPLOAD_BYTES) {
      setStatus({ kind: 'error', text: `The file is ${file.size} bytes; files may be at most ${MAX_UPLOAD_BYTES} bytes (1 MB).` });
      return;
    }
    try {
      const stored = await upload.mutateAsync({ file, name: file.name, type: file.type });
      p.onChange(stored.url);
      setStatus({ kind: 'ok', text: text('translate.base.widgets.image.uploaded', { name: stored.name }) });
    } catch (error) {
      setStatus({ kind: 'error', text: errorText(error) });
    }
  };

  return (
    <div className="eg-image">
      <div className="eg-image__row">
        {SHOWN.test(url) ? (
          <img className="eg-preview" src={url} alt={text('translate.base.widgets.image.preview', { field: p.label })} />
        ) : (
          <span className="eg-preview eg-preview--empty" aria-hidden="true" />
        )}
        <TextInput
          compact
          id={p.id}
          inputMode="url"
          // The field's label, or the device's when a per-breakpoint field draws this widget.
          aria-label={p.label}
          value={typeof p.value === 'string' ? p.value : ''}
          placeholder="https://… or /api/files/…"
          aria-describedby={[p.describedBy, alt ? hintId : ''].filter(Boolean).join(' ') || undefined}
          aria-invalid={p.invalid || undefined}
          onChange={(e) => {
            setStatus(null);
            p.onChange(e.target.value === '' ? (p.optional ? undefined : '') : e.target.value);
          }}
        />
      </div>
      <div className="eg-image__actions">
        <Button size="sm" aria-expanded={browsing} aria-controls={browsing ? listId : undefined} onClick={() => setBrowsing((b) => !b)}>
          {text('translate.base.widgets.image.choose')}
        </Button>
        <Button size="sm" disabled={upload.isPending} onClick={() => fileInput.current?.click()}>
          {upload.isPending ? text('translate.base.widgets.image.uploading') : text('translate.base.widgets.image.upload')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept="image/png,image/jpeg"
          aria-label={text('translate.base.widgets.image.upload')}
          onChange={(e) => {
            void onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {url !== '' && (
          <Button
            size="sm"
            onClick={() => {
              setStatus(null);
              p.onChange(p.optional ? undefined : '');
            }}
          >
            {text('translate.base.widgets.image.clear')}
          </Button>
        )}
      </div>
      {browsing && <UploadedImages id={listId} current={url} onPick={(picked) => {
            setStatus(null);
            p.onChange(picked);
            setBrowsing(false);
          }} />}
      <p role="status" className="ed-success eg-image__status">{status?.kind === 'ok' ? status.text : ''}</p>
      {status?.kind === 'error' && (
        <p role="alert" className="eg-errors">
          {status.text}
        </p>
      )}
      {alt && (
        <p id={hintId} className="eg-hint">
          {text('translate.base.widgets.image.alt-hint', { alt })}
        </p>
      )}
    </div>
  );
}

function UploadedImages({ id, current, onPick }: { id: string; current: string; onPick: (url: string) => void }) {
  const text = useWidgetText();
  const files = useSiteFiles();
  return (
    <section id={id} className="eg-image__files" aria-label={text('translate.base.widgets.image.files')}>
      {files.isPending && <p role="status">{text('translate.base.widgets.image.loading')}</p>}
      {files.isError && <p role="alert" className="eg-errors">{text('translate.base.widgets.image.failed')}</p>}
      {files.data?.length === 0 && <p>{text('translate.base.widgets.image.no-files')}</p>}
      {files.data && files.data.length > 0 && (
        <ul className="eg-image__grid">
          {files.data.map((file) => (
            <li key={file.id}>
              <button
                type="button"
                className="eg-image__pick"
                aria-pressed={file.url === current}
                aria-label={text('translate.base.widgets.image.pick', { name: file.name })}
                onClick={() => onPick(file.url)}
              >
                <img src={file.url} alt="" loading="lazy" />
                <span aria-hidden="true">{file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
