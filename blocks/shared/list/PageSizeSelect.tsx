import { Select } from '../../../ui';
import { PAGE_SIZES } from '../../../schemas';

interface PageSizeSelectProps {
  value: number;
  onChange: (size: number) => void;
  className?: string;
}

/** The "Per page" choice of a list page: the page sizes a visitor picks. */
export function PageSizeSelect({ value, onChange, className }: PageSizeSelectProps) {
  return (
    <Select className={className} label="Per page" value={String(value)} onChange={(e) => onChange(Number(e.currentTarget.value))}>
      {PAGE_SIZES.map((n) => (
        <option key={n} value={n}>
          {n}
        </option>
      ))}
    </Select>
  );
}
