// On the real built server: an anonymous visitor completes the digital swag page's gated survey
// (its second question appears and becomes required for the answer 'Other'), confirms, and the ungated variant
// replaces the gated one, also after a reload (the submitted flag per component). axe finds nothing; screenshots
// at 375, 1083 and 1920 px.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { EvaluationFormPage, GatedSurveyBlock } from './pages';
import { axeViolations } from './support/axe';
import { shootWidths } from './support/screenshots';

const SHOTS = 'test-results/evaluations-survey';

const shoot = (page: Page, name: string) => shootWidths(page, SHOTS, name, { checkOverflow: true });

test('an anonymous visitor completes a gated survey and the ungated variant replaces it', async ({
  page,
}) => {
  await page.goto('/en/digital-swag', { waitUntil: 'networkidle' });
  const survey = new GatedSurveyBlock(page);
  await expect(survey.heading('Unlock the digital swag pack')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the swag pack' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'gated');

  await page.getByRole('button', { name: 'Take the survey' }).click();
  await expect(survey.dialog).toBeVisible();
  const form = new EvaluationFormPage(page);
  await expect(form.submit).toBeDisabled();
  await survey.dialog.getByRole('radio', { name: 'Other', exact: true }).click();
  const role = survey.dialog.getByRole('textbox', { name: 'Your role (required)' });
  await expect(role).toBeVisible();
  await expect(form.submit).toBeDisabled();
  await role.fill('Designer');
  await survey.dialog.getByRole('checkbox', { name: 'Security' }).check();
  await expect(form.submit).toBeEnabled();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await shoot(page, 'overlay');
  await form.submit.click();
  await form.yes.click();

  await expect(survey.dialog).toHaveCount(0);
  await expect(survey.heading('Your digital swag pack')).toBeVisible();
  await expect(survey.heading('Unlock the digital swag pack')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download the swag pack' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'ungated');

  await page.reload({ waitUntil: 'networkidle' });
  await expect(survey.heading('Your digital swag pack')).toBeVisible();
});
