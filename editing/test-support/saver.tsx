import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createI18n, I18nextProvider } from '../../renderer';
import { useForceSave, type ForceableSave } from '../use-force-save';

/** Renders with the English strings (the dialogs read their texts through i18next). */
export function renderWithI18n(ui: ReactElement) {
  return render(<I18nextProvider i18n={createI18n({ language: 'en' })}>{ui}</I18nextProvider>);
}

/** A Save button that runs `save` through useForceSave, and the dialog a conflict opens. */
export function Saver({ save, onError = () => undefined }: { save: ForceableSave; onError?: (e: unknown) => void }) {
  const forceSave = useForceSave(onError);
  return (
    <>
      <button type="button" onClick={() => void forceSave.run(save)}>
        Save
      </button>
      {forceSave.dialog}
    </>
  );
}
