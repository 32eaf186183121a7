import { ENVIRONMENTS } from '../../api-client';
import type { Environment } from '../../renderer';

/** The environment content moves to next (cont -> uat -> prod); prod has none. */
export function nextEnvironment(env: Environment): Environment | null {
  const index = ENVIRONMENTS.indexOf(env);
  return ENVIRONMENTS[index + 1] ?? null;
}

/** The environments one can compare or push to from `env`, the next one first. */
export function otherEnvironments(env: Environment): Environment[] {
  const next = nextEnvironment(env);
  const rest = ENVIRONMENTS.filter((e) => e !== env && e !== next);
  return next ? [next, ...rest] : rest;
}

/** How the spec's {ENV} reads: the environment's name in capitals (CONT, UAT, PROD). */
export function environmentLabel(env: Environment): string {
  return env.toUpperCase();
}
