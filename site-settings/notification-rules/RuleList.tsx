import { useMemo, useRef, useState } from 'react';
import { useNotificationRules, type NotificationRuleSummary } from '../../api-client/editing';
import { RouterLink, useErrorText, useShell } from '../../renderer';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_SUB_TYPE, RULE_STATUS, RULE_STATUSES } from '../../schemas';
import { Button, buttonClass, Select, TextField } from '../../ui';
import { DeleteRuleDialog } from './DeleteRuleDialog';
import { createPath } from './paths';
import { filterRules, isFiltered, noFilters, type RuleFilters } from './rule-filters';
import { categoryText, statusText, subTypeText } from './rule-text';
import { useRuleClock } from './rule-time';
import { RuleTable } from './RuleTable';
import type { RuleT } from './strings';

const P = 'translate.site-settings.notification-rules' as const;

/**
 * The management center (docs/behaviour/notifications.md, Rules): every rule with its status, channels, category,
 * next send and deliveries, narrowed by status, sub type, category and a name search; create, view, edit, history,
 * review steps and delete (confirmed first).
 */
export function RuleList({ t }: { t: RuleT }) {
  const { language } = useShell();
  const errorText = useErrorText();
  const clock = useRuleClock();
  const rules = useNotificationRules();
  const [filters, setFilters] = useState<RuleFilters>(noFilters);
  const [deleting, setDeleting] = useState<NotificationRuleSummary | null>(null);
  const count = useRef<HTMLParagraphElement>(null);
  const all = rules.data?.rules;
  const shown = useMemo(() => filterRules(all ?? [], filters), [all, filters]);

  if (rules.isPending) return <p role="status">{t(`${P}.loading`)}</p>;
  if (rules.isError) {
    return (
      <div className="nr-problem">
        <p role="alert" className="nr-alert">
          {t(`${P}.load-error`)} {errorText(rules.error)}
        </p>
        <Button variant="secondary" onClick={() => void rules.refetch()}>
          {t(`${P}.retry`)}
        </Button>
      </div>
    );
  }
  const total = rules.data.rules.length;
  return (
    <div className="nr-center">
      <p>
        <RouterLink to={createPath(language)} className={buttonClass({ variant: 'primary' })}>
          {t(`${P}.list.create`)}
        </RouterLink>
      </p>
      <FiltersForm t={t} filters={filters} onChange={setFilters} />
      {/* The count is where the focus goes once a deleted rule's row has gone. */}
      <p ref={count} role="status" tabIndex={-1} className="nr-count">
        {t(`${P}.list.count`, { shown: shown.length, total })}
      </p>
      {total === 0 ? (
        <p>{t(`${P}.list.empty`)}</p>
      ) : shown.length === 0 ? (
        <p>{t(`${P}.list.no-match`)}</p>
      ) : (
        <RuleTable t={t} rules={shown} clock={clock} onDelete={setDeleting} />
      )}
      {deleting ? (
        <DeleteRuleDialog
          t={t}
          id={deleting.rule.notificationID ?? ''}
          name={deleting.rule.notificationName}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            count.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

function FiltersForm({ t, filters, onChange }: { t: RuleT; filters: RuleFilters; onChange: (filters: RuleFilters) => void }) {
  const any = t(`${P}.any`);
  const set = <K extends keyof RuleFilters>(key: K, value: RuleFilters[K]) => onChange({ ...filters, [key]: value });
  return (
    <fieldset className="nr-filters">
      <legend>{t(`${P}.list.filters`)}</legend>
      <TextField compact type="search" label={t(`${P}.list.search`)} value={filters.search} onChange={(e) => set('search', e.target.value)} />
      <Select compact label={t(`${P}.col.status`)} value={filters.status} onChange={(e) => set('status', e.target.value as RuleFilters['status'])}>
        <option value="">{any}</option>
        {RULE_STATUSES.map((name) => (
          <option key={name} value={String(RULE_STATUS[name])}>
            {statusText(t, RULE_STATUS[name])}
          </option>
        ))}
      </Select>
      <Select compact label={t(`${P}.col.sub-type`)} value={filters.subType} onChange={(e) => set('subType', e.target.value as RuleFilters['subType'])}>
        <option value="">{any}</option>
        {[NOTIFICATION_SUB_TYPE.Automated, NOTIFICATION_SUB_TYPE.Scheduled].map((value) => (
          <option key={value} value={String(value)}>
            {subTypeText(t, value)}
          </option>
        ))}
      </Select>
      <Select compact label={t(`${P}.col.category`)} value={filters.category} onChange={(e) => set('category', e.target.value as RuleFilters['category'])}>
        <option value="">{any}</option>
        {NOTIFICATION_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {categoryText(t, category)}
          </option>
        ))}
      </Select>
      {/* Always there (never pulled from under the focus), idle while no filter is set. */}
      <Button size="sm" variant="ghost" aria-disabled={!isFiltered(filters)} onClick={() => onChange(noFilters)}>
        {t(`${P}.list.clear`)}
      </Button>
    </fieldset>
  );
}
