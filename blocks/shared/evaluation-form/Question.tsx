// One question in the control its type calls for (docs/behaviour/evaluations.md): RadioList and unknown types as radio
// buttons, MultiSelect as check boxes (both in a fieldset whose legend is the label), Dropdown as a select,
// PlainText as a text field, MultilineText as a text area with a count of the 1350 characters. The label is the
// shown part of the question text, or the override a logic condition set; "Required" says which must be answered.
import { useId } from 'react';
import {
  EVALUATION_MESSAGES,
  EVALUATION_TEXT_MAX,
  optionOf,
  optionValue,
  textValue,
  type QuestionState,
  type ResponseValue,
} from '../../../schemas';
import { useTranslation, type TFunction } from '../../../renderer';
import { Checkbox, Radio, Select, TextAreaField, TextField } from '../../../ui';
import { evaluationFormSharedNamespace, evaluationFormSharedStrings } from './strings';

export interface QuestionProps {
  state: QuestionState;
  values: readonly ResponseValue[];
  error?: string;
  onChange: (values: ResponseValue[]) => void;
  disabled?: boolean;
}

function Label({ text, required, t }: { text: string; required: boolean; t: TFunction }) {
  return (
    <>
      {text}
      {required ? <span className="evf__required"> {t('translate.shared-evaluation-form.required')}</span> : null}
    </>
  );
}

/** The shared rules' messages (schemas EVALUATION_MESSAGES, the server's words) in the visitor's language. */
function errorText(error: string | undefined, t: TFunction): string | undefined {
  if (error === EVALUATION_MESSAGES.required) return t('translate.shared-evaluation-form.error.required');
  if (error === EVALUATION_MESSAGES.tooLong) return t('translate.shared-evaluation-form.error.too-long', { max: EVALUATION_TEXT_MAX });
  return error;
}

export function Question({ state, values, error: rawError, onChange, disabled }: QuestionProps) {
  const id = useId();
  const { t } = useTranslation(evaluationFormSharedStrings, evaluationFormSharedNamespace);
  const q = state.question;
  const error = errorText(rawError, t);
  const label = <Label text={state.label} required={state.required} t={t} />;
  const selected = new Set(values.map((v) => v.value));
  const choose = (value: string) => {
    const option = optionOf(q, value);
    onChange(option ? [optionValue(option)] : []);
  };

  if (state.type === 'PlainText' || state.type === 'MultilineText') {
    const text = values[0]?.value ?? '';
    const common = {
      id: `${id}-text`,
      label,
      error,
      value: text,
      disabled,
      'aria-required': state.required || undefined,
      onChange: (e: { target: { value: string } }) =>
        onChange(e.target.value === '' ? [] : [textValue(e.target.value)]),
    };
    return state.type === 'PlainText' ? (
      <TextField {...common} className="evf__question" />
    ) : (
      <TextAreaField
        {...common}
        className="evf__question"
        rows={4}
        hint={t('translate.shared-evaluation-form.characters', { length: text.length, max: EVALUATION_TEXT_MAX })}
      />
    );
  }

  if (state.type === 'Dropdown') {
    return (
      <Select
        id={`${id}-select`}
        className="evf__question"
        label={label}
        error={error}
        value={values[0]?.value ?? ''}
        disabled={disabled}
        aria-required={state.required || undefined}
        onChange={(e) => choose(e.target.value)}
      >
        <option value="">{t('translate.shared-evaluation-form.choose')}</option>
        {q.options.map((o) => (
          <option key={o.id} value={o.value}>
            {o.displayValue}
          </option>
        ))}
      </Select>
    );
  }

  const multi = state.type === 'MultiSelect';
  return (
    <fieldset
      className="evf__question evf__choices"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className="evf__legend">{label}</legend>
      <div className={`evf__options${q.options.length > 3 && !multi ? ' evf__options--row' : ''}`}>
        {q.options.map((o) =>
          multi ? (
            <Checkbox
              key={o.id}
              label={o.displayValue}
              checked={selected.has(o.value)}
              onChange={(e) => {
                const rest = values.filter((v) => v.value !== o.value);
                onChange(e.target.checked ? [...rest, optionValue(o)] : rest);
              }}
            />
          ) : (
            <Radio
              key={o.id}
              name={`${id}-choice`}
              label={o.displayValue}
              checked={selected.has(o.value)}
              onChange={() => choose(o.value)}
            />
          ),
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className="ui-field__error evf__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
