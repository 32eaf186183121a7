import { test } from '@playwright/test';
import { apiSignIn } from './support/session';
test('debug', async ({ page, request }) => {
  const token = await apiSignIn(request, 'contenteditor');
  const settings = (await (await request.get('/api/settings')).json()) as { currentPhaseId: string };
  const phase = settings.currentPhaseId;
  const components = [
    { componentId: 'a1', component: 'sectionHeading', props: { heading: `<script>window.__xss='script'</script>`, headingLevel: 2 }, originalHash: null },
    { componentId: 'a2', component: 'sectionHeading', props: { heading: `plain heading text`, headingLevel: 2 }, originalHash: null },
  ];
  const save = await request.put(`/api/content/mobile-experience`, { headers: { authorization: `Bearer ${token}` }, data: { environment: 'cont', phase, components, force: true } });
  console.log('save', save.status(), phase);
  await page.goto('/en/mobile-experience');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  console.log('TEXT', (await page.locator('#root').textContent())?.slice(0, 1500));
  await page.goto('/en/login');
  await page.waitForTimeout(3000);
  console.log('LOGIN', (await page.locator('#root').innerHTML()).slice(0, 1500));
});
