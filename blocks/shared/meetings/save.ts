// Saving the meeting and appointment forms: a new item is created, an existing one updated; either way the visitor
// lands on the saved item's page with a toast, or the refusal is shown above the fields.
import { useNavigate } from 'react-router';
import { useErrorText, useTranslation } from '../../../renderer';
import { saveOutcome } from './FormFrame';
import { meetingsNamespace, meetingsStrings } from './strings';

/** The part of a mutation hook's result the forms use (create takes the body, update the id and the body). */
interface Mutation<V, T> {
  mutate: (variables: V, options: { onSuccess: (answer: T) => void; onError: (err: unknown) => void }) => void;
  isPending: boolean;
}

export function useSaveItem<B, T>(options: {
  /** The saved item's id when editing, null for a new one. */
  existingId: string | null;
  create: Mutation<B, T>;
  update: Mutation<{ id: string; body: B }, T>;
  /** The toast after creating (editing always says the changes were saved). */
  added: string;
  failed: string;
  pathOf: (answer: T) => string;
  setError: (message: string) => void;
}) {
  const navigate = useNavigate();
  const { t } = useTranslation(meetingsStrings, meetingsNamespace);
  const errorText = useErrorText();
  const { existingId, create, update } = options;
  const save = (body: B) => {
    const done = saveOutcome<T>({
      saved: existingId ? t('translate.shared-meetings.form.changes-saved') : options.added,
      failed: options.failed,
      pathOf: options.pathOf,
      navigate,
      setError: options.setError,
      errorText,
    });
    if (existingId) update.mutate({ id: existingId, body }, done);
    else create.mutate(body, done);
  };
  return { save, busy: create.isPending || update.isPending };
}
