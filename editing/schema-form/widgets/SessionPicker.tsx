import { useQuery } from '@tanstack/react-query';
import { sessionsQueryOptions } from '../../../api-client/catalog';
import { Button } from '../../../ui';
import { useFormContext, type WidgetProps } from '../form-context';
import { useWidgetText } from './widget-strings';
import { PICKER_RESULTS, PICKER_VIEWER, PickerSearch, usePickerQuery } from './PickerSearch';
import './pickers.css';

const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * x-widget: session-picker: the chosen sessions by title, in order (move, remove), and a search of the catalog
 * (GET /api/session?search=) whose results are added with one click. Stores the sessions' ids.
 */
export function SessionPickerWidget(p: WidgetProps) {
  const text = useWidgetText();
  const { strings } = useFormContext();
  const ids = idsOf(p.value);
  const box = usePickerQuery();
  // The catalog's page sizes are 12, 24, 48, 96 or 1000; ids asks for at most 100 sessions.
  const chosen = useQuery({ ...sessionsQueryOptions(PICKER_VIEWER, { ids: ids.slice(0, 100), pageSize: 1000 }), enabled: ids.length > 0 });
  const found = useQuery({ ...sessionsQueryOptions(PICKER_VIEWER, { search: box.search, ...PICKER_RESULTS }), enabled: box.search !== '' });
  const titleOf = (id: string) =>
    chosen.data?.items.find((s) => s.sessionId === id || s.sessionCode === id)?.title ?? text('translate.base.widgets.sessions.unknown', { id });
  const set = (next: string[]) => p.onChange(next.length === 0 && p.optional ? undefined : next);

  return (
    <div className="eg-sessions">
      {ids.length === 0 ? (
        <p className="eg-hint">{text('translate.base.widgets.sessions.empty')}</p>
      ) : (
        <ol className="eg-sessions__chosen" aria-label={text('translate.base.widgets.sessions.chosen')}>
          {ids.map((id, index) => {
            const title = titleOf(id);
            return (
              <li key={id}>
                <span className="eg-sessions__title">{title}</span>
                <span className="eg-sessions__actions" role="group" aria-label={title}>
                  <Button size="sm" aria-label={strings.moveUp} title={strings.moveUp} disabled={index === 0} onClick={() => set(moved(ids, index, index - 1))}>
                    <span aria-hidden="true">↑</span>
                  </Button>
                  <Button size="sm" aria-label={strings.moveDown} title={strings.moveDown} disabled={index === ids.length - 1} onClick={() => set(moved(ids, index, index + 1))}>
                    <span aria-hidden="true">↓</span>
                  </Button>
                  <Button size="sm" aria-label={strings.remove} title={strings.remove} onClick={() => set(ids.filter((x) => x !== id))}>
                    <span aria-hidden="true">✕</span>
                  </Button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <PickerSearch
        kind="sessions"
        id={p.id}
        label={p.label}
        describedBy={p.describedBy}
        {...box}
        found={found}
        keyOf={(s) => s.sessionId}
      >
        {(s) => (
          <Button
            size="sm"
            disabled={ids.includes(s.sessionId)}
            aria-label={text('translate.base.widgets.sessions.add', { title: s.title, code: s.sessionCode })}
            onClick={() => set([...ids, s.sessionId])}
          >
            + {s.title} <span className="eg-hint">({s.sessionCode})</span>
          </Button>
        )}
      </PickerSearch>
    </div>
  );
}
