import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../query-keys';
import { invalidateContent, invalidateForLiveEvent } from './invalidate-live';

function clientWithData() {
  const client = new QueryClient();
  const keys = {
    settingsCont: queryKeys.settings('cont'),
    settingsUat: queryKeys.settings('uat'),
    homeLive: queryKeys.page('cont', 'home', 'live'),
    homePre: queryKeys.page('cont', 'home', 'pre-event'),
    deCommon: queryKeys.translations('cont', 'de-DE', 'common'),
    enCommon: queryKeys.translations('cont', 'en-US', 'common'),
  };
  for (const key of Object.values(keys)) client.setQueryData(key, { data: 1 });
  const stale = () =>
    Object.entries(keys).filter(([, key]) => client.getQueryState(key)?.isInvalidated).map(([name]) => name).sort();
  return { client, stale };
}

describe('invalidateForLiveEvent', () => {
  it('onSettingsChanged refreshes the settings of that environment only', async () => {
    const { client, stale } = clientWithData();
    await invalidateForLiveEvent(client, { type: 'onSettingsChanged', environment: 'cont' });
    expect(stale()).toEqual(['settingsCont']);
  });

  it('onComponentSettingsChanged refreshes the page of that env, page and phase', async () => {
    const { client, stale } = clientWithData();
    await invalidateForLiveEvent(client, { type: 'onComponentSettingsChanged', environment: 'cont', page: 'home', phase: 'live', componentId: 'hero' });
    expect(stale()).toEqual(['homeLive']);
  });

  it('onLanguageChanged refreshes the translations of that locale and namespace', async () => {
    const { client, stale } = clientWithData();
    await invalidateForLiveEvent(client, { type: 'onLanguageChanged', environment: 'cont', language: 'de', locale: 'de-DE', namespace: 'common' });
    expect(stale()).toEqual(['deCommon']);
  });

  it('onCacheClear refreshes everything', async () => {
    const { client, stale } = clientWithData();
    await invalidateForLiveEvent(client, { type: 'onCacheClear' });
    expect(stale()).toEqual(['deCommon', 'enCommon', 'homeLive', 'homePre', 'settingsCont', 'settingsUat']);
  });
});

describe('invalidateContent', () => {
  it("refreshes every environment's settings, pages and texts, and nothing personal", async () => {
    const { client, stale } = clientWithData();
    client.setQueryData(['schedule', 'mine'], { data: 1 });
    await invalidateContent(client);
    expect(stale()).toEqual(['deCommon', 'enCommon', 'homeLive', 'homePre', 'settingsCont', 'settingsUat']);
    expect(client.getQueryState(['schedule', 'mine'])?.isInvalidated).toBe(false);
  });
});
