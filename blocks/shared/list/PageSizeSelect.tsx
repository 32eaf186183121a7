import { Select } from '../../../ui';
import { PAGE_SIZES } from '../../../schemas';
import { useTranslation } from '../../../renderer';
import { listNamespace, listStrings } from './strings';

interface PageSizeSelectProps {
  value: number;
  onChange: (size: number) => void;
  className?: string;
}

/** The "Per page" choice of a list page: the page sizes a visitor picks. */
export function PageSizeSelect({ value, onChange, className }: PageSizeSelectProps) {
  const { t } = useTranslation(listStrings, listNamespace);
  return (
    <Select className={className} label={t('translate.shared-list.page-size')} value={String(value)} onChange={(e) => onChange(Number(e.currentTarget.value))}>
      {PAGE_SIZES.map((n) => (
        <option key={n} value={n}>
          {n}
        </option>
      ))}
    </Select>
  );
}
