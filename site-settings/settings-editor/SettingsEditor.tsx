import { useState } from 'react';
import { ENVIRONMENTS, type Environment } from '../../api-client';
import { useSiteEditorSettings } from '../../api-client/editing';
import { Tabs } from '../../editing';
import { ValueSelect } from '../ValueSelect';
import { EnvironmentCompare } from './EnvironmentCompare';
import { OutcomeMessage } from './OutcomeMessage';
import type { SaveOutcome } from './save-outcome';
import { SettingsChangelog } from './SettingsChangelog';
import { SettingsDraft } from './SettingsDraft';
import type { SiteStrings } from './strings';

type TabKey = 'settings' | 'compare' | 'changelog';

/**
 * The settings editor: the settings of the chosen environment as a generated form, the three environments side by
 * side, and the chosen environment's changelog.
 */
/**
 * `headingLevel`: the level of the category headings, one below the heading the editor sits under (the route
 * page's h1 or the dialog's h2), so the outline has no gap.
 */
export function SettingsEditor({
  siteEnvironment,
  t,
  headingLevel = 3,
}: {
  siteEnvironment: Environment;
  t: SiteStrings;
  headingLevel?: 2 | 3;
}) {
  const [environment, setEnvironment] = useState<Environment>(siteEnvironment);
  const [tab, setTab] = useState<TabKey>('settings');
  const [outcome, setOutcomeState] = useState<{ outcome: SaveOutcome; detail?: string }>({ outcome: 'none' });
  const stored = useSiteEditorSettings(environment);
  const setOutcome = (next: SaveOutcome, detail?: string) =>
    setOutcomeState((old) => (old.outcome === next && old.detail === detail ? old : { outcome: next, detail }));
  return (
    <div className="ss-editor">
      <label className="ss-editor__env">
        {t('translate.site-settings.environment')}{' '}
        <ValueSelect
          values={ENVIRONMENTS}
          value={environment}
          onChange={(env) => {
            setEnvironment(env);
            setOutcome('none');
          }}
        />
      </label>
      <Tabs
        className="ss-tabs"
        label={t('translate.site-settings.title')}
        tabs={[
          { key: 'settings', label: t('translate.site-settings.tab.settings') },
          { key: 'compare', label: t('translate.site-settings.tab.compare') },
          { key: 'changelog', label: t('translate.site-settings.tab.changelog') },
        ]}
        selected={tab}
        onSelect={setTab}
      >
        <div hidden={tab !== 'settings'}>
          {stored.isPending ? (
            <p>{t('translate.site-settings.loading')}</p>
          ) : stored.isError ? (
            <p role="alert">{t('translate.site-settings.load-error')}</p>
          ) : (
            <>
              <SettingsDraft key={environment} stored={stored.data} outcome={outcome.outcome} {...{ environment, setOutcome, t, headingLevel }} />
              <OutcomeMessage outcome={outcome.outcome} detail={outcome.detail} t={t} />
            </>
          )}
        </div>
        {/* The draft stays mounted under the other tabs, so looking at them loses no edit. */}
        {tab === 'compare' ? <EnvironmentCompare t={t} /> : null}
        {tab === 'changelog' ? <SettingsChangelog environment={environment} t={t} /> : null}
      </Tabs>
    </div>
  );
}
