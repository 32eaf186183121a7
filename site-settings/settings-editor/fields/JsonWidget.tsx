import { useEffect, useState } from 'react';
import { useFieldContext, type WidgetProps } from './field-context';

/** The fallback for values no other widget fits: the value as JSON text, taken only when it parses. */
export function JsonWidget(p: WidgetProps) {
  const { t, setLocalError } = useFieldContext();
  const [text, setText] = useState(() => JSON.stringify(p.value ?? null, null, 2));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => setLocalError(p.path, null), [p.path, setLocalError]);
  const errorId = `${p.id}-json`;
  return (
    <>
      <textarea
        id={p.id}
        className="ss-json"
        rows={Math.min(16, text.split('\n').length + 1)}
        value={text}
        spellCheck={false}
        onChange={(e) => {
          setText(e.target.value);
          try {
            const parsed: unknown = JSON.parse(e.target.value);
            setError(null);
            setLocalError(p.path, null);
            p.onChange(parsed);
          } catch (err) {
            const message = t('translate.site-settings.field.json-invalid', { error: (err as Error).message });
            setError(message);
            setLocalError(p.path, message);
          }
        }}
        aria-describedby={[error ? errorId : '', p.describedBy ?? ''].filter(Boolean).join(' ') || undefined}
        aria-invalid={p.invalid || error !== null || undefined}
      />
      {error ? (
        <p id={errorId} className="ss-field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}
