// The conflict dialog the settings and translation editors open when Save meets a field someone else changed.
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { mergeConflictStrings } from '../../editing';

type User = ReturnType<typeof userEvent.setup>;

/** Clicks Save and answers the conflict dialog it opens. */
export async function saveIntoConflict(user: User): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return screen.findByRole('dialog', { name: mergeConflictStrings['translate.base.component-settings.merge.title'] });
}

/** Clicks Save, then the conflict dialog's force button: mine wins on the fields both changed. */
export async function saveByForce(user: User): Promise<void> {
  const dialog = await saveIntoConflict(user);
  await user.click(within(dialog).getByRole('button', { name: mergeConflictStrings['translate.base.component-settings.merge.force'] }));
}
