import { siteRoutes } from '../../../renderer';
import { TextInput } from '../../../ui';
import type { WidgetProps } from '../form-context';
import { nullableOf } from '../schema-nodes';

/** The site's own pages as link targets (/home, /sessions, …): the routes without parameters that show a page. */
export const SITE_PAGE_PATHS: readonly string[] = siteRoutes
  .filter((r) => r.view === 'page' && r.kind === 'root')
  .map((r) => `/${r.path}`)
  .sort();

/**
 * A link (x-widget url, format uri): any URL as text (relative ones too, so no type=url that would refuse them),
 * with the site's pages offered as suggestions while typing.
 */
export function UrlWidget(p: WidgetProps) {
  const listId = `${p.id}-pages`;
  return (
    <>
      <TextInput
        compact
        id={p.id}
        inputMode="url"
        // The field's label, or the device's when a per-breakpoint field draws this widget.
        aria-label={p.label}
        list={listId}
        autoComplete="off"
        aria-describedby={p.describedBy}
        aria-invalid={p.invalid || undefined}
        value={typeof p.value === 'string' ? p.value : ''}
        onChange={(e) => p.onChange(e.target.value !== '' ? e.target.value : p.optional ? undefined : nullableOf(p.schema) ? null : '')}
      />
      <datalist id={listId}>
        {SITE_PAGE_PATHS.map((path) => (
          <option key={path} value={path} />
        ))}
      </datalist>
    </>
  );
}
