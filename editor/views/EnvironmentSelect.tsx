import type { Environment } from '../../renderer';
import { Select } from '../../ui';
import { environmentLabel } from './environments';

/** A compact choice of a target environment, named as the spec writes them (CONT, UAT, PROD). */
export function EnvironmentSelect({ targets, value, onChange, label, id, className }: {
  targets: readonly Environment[];
  value: Environment;
  onChange: (env: Environment) => void;
  label: string;
  id?: string;
  className?: string;
}) {
  return (
    <Select compact className={className} label={label} id={id} value={value} onChange={(e) => onChange(e.target.value as Environment)}>
      {targets.map((env) => (
        <option key={env} value={env}>
          {environmentLabel(env)}
        </option>
      ))}
    </Select>
  );
}
