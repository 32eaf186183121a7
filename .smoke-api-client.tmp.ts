// Throwaway smoke test (deleted after running): the real server with the real client.
import { createTestStore, testApp } from './server/test-support';
import * as client from './api-client/index';

const store = await createTestStore();
const app = await testApp(store.db, {}, () => new Date());
const address = await app.listen({ port: 0, host: '127.0.0.1' });
client.configureApiClient({ baseUrl: `${address}/api`, staticBaseUrl: `${address}/static-content` });
const log = (label: string, v: unknown) => console.log(label, JSON.stringify(v)?.slice(0, 300));
try {
  log('ping', await client.ping());
  log('version', await client.getVersion());
  const settings = await client.getSettings('cont');
  log('settings', { from: settings.fromStaticFallback, phase: settings.data.currentPhaseId, env: settings.data.environment });
  const page = await client.getPage({ page: 'home', phase: 'live', env: 'cont' });
  log('page', { from: page.fromStaticFallback, n: page.data.components.length, hash: page.data.hash });
  const again = await client.getPage({ page: 'home', phase: 'live', env: 'cont' });
  log('page again (etag)', again.data.hash === page.data.hash);
  log('translations', await client.getTranslations('en-US', 'base', 'cont'));
  log('chrome', Object.keys(await client.getChrome('en-us')));
  await client.getAllEnvironments('home').catch((e) => log('all anon ->', [e.status, e.code]));
  const answer = await client.signIn('contenteditor');
  log('signed in', { scopes: answer.user.scopes, expiry: answer.user.expiry, session: client.getSession().isContentEditor });
  log('me', (await client.getCurrentUser()).displayName);
  const all = await client.getAllEnvironments('home');
  log('all', { cont: all.cont.length, uat: all.uat.length });
  const block = page.data.components[0]!;
  const saved = await client.saveComponent({
    environment: 'cont', page: 'home', phase: 'live', contentId: block.componentId, parentOrType: block.component,
    originalHash: block.originalHash, changes: { ...block.props, title: 'Changed by smoke' },
  });
  log('saveComponent', { changed: saved.changed, hash: saved.component.originalHash });
  const stale = await client.saveComponent({
    environment: 'cont', page: 'home', phase: 'live', contentId: block.componentId, parentOrType: block.component,
    originalHash: block.originalHash, changes: { ...block.props, title: 'Stale' },
  }).catch((e) => e);
  log('stale save', [stale.status, stale.code, stale.details]);
  const forced = await client.saveComponent({
    environment: 'cont', page: 'home', phase: 'live', contentId: block.componentId, parentOrType: block.component,
    originalHash: block.originalHash, changes: { ...block.props, title: 'Forced' }, force: true,
  });
  log('forced', forced.changed);
  const log2 = await client.getContentChangelog('home--live');
  log('changelog', log2.map((e) => [e.Editor.name, e.Forced, e.Changes.length]));
  const fresh = await client.getPage({ page: 'home', phase: 'live', env: 'cont' });
  const sp = await client.savePage({ environment: 'cont', page: 'home', phase: 'live', originalPageHash: fresh.data.hash,
    components: fresh.data.components.map((c) => ({ componentId: c.componentId, component: c.component, parentId: c.parentId, slot: c.slot, props: c.props, originalHash: c.originalHash })).reverse() });
  log('savePage', { changed: sp.changed, order: sp.layout.components.map((c) => c.componentId) });
  const target = (await client.getAllEnvironments('home')).uat.find((l) => l.phase === 'live');
  const pushed = await client.copyToEnvironment({ page: 'home', phase: 'live', sourceEnvironment: 'cont', targetEnvironment: 'uat', targetBaseHash: target?.hash ?? null });
  log('push', { changed: pushed.changed, env: pushed.layout.environment });
  await client.getSiteEditorSettings().catch((e) => log('siteeditor as contenteditor ->', [e.status, e.code]));
  await client.signIn('siteeditor');
  const se = await client.getSiteEditorSettings();
  const s2 = await client.saveSiteEditorSettings({ changes: { allowLogOn: false }, originalHash: se.hash });
  log('settings save', { changed: s2.changed });
  log('settings now', (await client.getSettings('cont')).data.allowLogOn);
  log('settings changelog', (await client.getSettingsChangelog()).length);
  log('all settings', Object.keys(await client.getAllSiteEditorSettings()));
  await client.signIn('attendee');
  await client.saveComponent({ environment: 'cont', page: 'home', phase: 'live', contentId: 'x', parentOrType: 'sectionHeading', originalHash: null, changes: {} }).catch((e) => log('attendee write ->', [e.status, e.code]));
  // 429: hammer a write until the limiter answers
  let limited: unknown = null;
  for (let i = 0; i < 400 && !limited; i++) {
    await client.signIn('attendee').catch((e) => { if (e.status === 429) limited = [e.status, e.code, e.message]; });
  }
  log('429', limited);
} finally {
  await app.close();
  await store.close?.();
}
