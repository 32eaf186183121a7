import { type Environment } from '../../api-client';
import { useEnvironmentSettingsChangelog } from '../../api-client/editing';
import { ColumnHeads } from '../../editing';
import { useErrorText } from '../../renderer';
import type { SiteStrings } from './strings';
import { valueText } from './value-text';

/** When a change happened: date and time in the page's language. */
const TIME_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** The saves of one environment's settings, newest first: when, who, and each field's previous and current value. */
export function SettingsChangelog({ environment, t }: { environment: Environment; t: SiteStrings }) {
  const log = useEnvironmentSettingsChangelog(environment);
  const errorText = useErrorText();
  if (log.isPending) return <p>{t('translate.site-settings.loading')}</p>;
  if (log.isError) return <p role="alert">{errorText(log.error)}</p>;
  if (log.data.length === 0) return <p>{t('translate.site-settings.changelog.empty')}</p>;
  const absent = t('translate.site-settings.compare.absent');
  return (
    <div className="ss-changelog">
      <h3>{t('translate.site-settings.changelog.caption', { env: environment })}</h3>
      {log.data.map((entry, index) => (
        <table key={`${entry.Timestamp}-${index}`} className="ss-table">
          <caption>
            <time dateTime={entry.Timestamp}>{t('translate.site-settings.changelog.time', { val: new Date(entry.Timestamp), formatParams: { val: TIME_FORMAT } })}</time>
            {' · '}
            {entry.Editor.name} ({entry.Editor.email}){entry.Forced ? ` · ${t('translate.site-settings.changelog.forced')}` : ''}
          </caption>
          <ColumnHeads
            labels={[
              t('translate.site-settings.changelog.field'),
              t('translate.site-settings.changelog.previous'),
              t('translate.site-settings.changelog.current'),
            ]}
          />
          <tbody>
            {entry.Changes.map((change, i) => (
              <tr key={`${change.Field}-${i}`}>
                <th scope="row">{change.Field}</th>
                <td><pre tabIndex={0}>{valueText(change.PreviousValue ?? undefined, absent)}</pre></td>
                <td><pre tabIndex={0}>{valueText(change.CurrentValue ?? undefined, absent)}</pre></td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
