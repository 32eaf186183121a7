import type { ReactNode } from 'react';
import { useTranslation } from '../../../renderer';
import { Select } from '../../../ui';
import { listNamespace, listStrings } from './strings';

interface SortSelectProps<S extends string> {
  value: string;
  sorts: readonly S[];
  /** The sorts' visible names, already translated. */
  labels: Record<S, string>;
  /** The chosen sort; undefined for an option of `before` with an empty value (the list's own order). */
  onChange: (sort: S | undefined) => void;
  className?: string;
  /** Options before the sorts (the catalog's "Recommended"). */
  before?: ReactNode;
}

/** The "Sort by" choice of a list page. */
export function SortSelect<S extends string>({ value, sorts, labels, onChange, className, before }: SortSelectProps<S>) {
  const { t } = useTranslation(listStrings, listNamespace);
  return (
    <Select className={className} label={t('translate.shared-list.sort-by')} value={value} onChange={(e) => onChange((e.currentTarget.value || undefined) as S | undefined)}>
      {before}
      {sorts.map((s) => (
        <option key={s} value={s}>
          {labels[s]}
        </option>
      ))}
    </Select>
  );
}
