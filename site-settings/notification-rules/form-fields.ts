import type { NotificationSessionFacets } from '../../api-client/editing';
import type { LabeledValue } from '../../schemas/api-types';
import type { DraftField, RuleDraft } from './rule-draft';
import type { RuleInputClock } from './rule-time';
import type { RuleT } from './strings';

/** What every part of the rule form gets: the draft, its setter and each field's error text. */
export interface RuleFieldsProps {
  t: RuleT;
  draft: RuleDraft;
  set: <K extends DraftField>(field: K, value: RuleDraft[K]) => void;
  /** The field's error in the viewer's language, if it has one. */
  errorOf: (field: DraftField) => string | undefined;
  /** "{label} (required)". */
  required: (label: string) => string;
}

export interface RuleFormOptions {
  /** GET /pushnotification/attendee-types. */
  attendeeTypes: readonly LabeledValue[];
  /** The catalog's session types and delivery types; undefined while they load (or when they could not). */
  sessionFacets: NotificationSessionFacets | undefined;
  clock: RuleInputClock;
}
