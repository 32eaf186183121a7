import { useId, useState } from 'react';
import type { Environment } from '../../renderer';
import { Select } from '../../ui';
import { environmentLabel, otherEnvironments } from './environments';

/**
 * The choice of a target among the environments other than `source` (the first of them at the start): the props
 * of an EnvironmentSelect (spread them), `value` being the target chosen. The block's diff and the page's push
 * menu both push this way.
 */
export function useTargetEnvironment(source: Environment) {
  const id = useId();
  const targets = otherEnvironments(source);
  const [value, onChange] = useState<Environment>(targets[0] ?? source);
  return { id, targets, value, onChange };
}

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
