import type { RouteGate } from './route-gates';

export interface GateUser {
  signedIn: boolean;
  scopes: readonly string[];
}

export interface GatePhase {
  /** The current phase id (resolveCurrentPhase), or null when no phases are configured. */
  id: string | null;
  /** Settings lists of phase ids by setting name (e.g. pwaInstallPhases). */
  lists: Readonly<Record<string, readonly string[] | undefined>>;
}

export type GateResult = 'allow' | 'sign-in' | 'forbidden' | 'not-found';

/**
 * Whether a visitor may open a gated route. Sign-in comes first (an anonymous visitor of a sign-in route is sent
 * to sign in, whatever else the gate needs); then scopes, feature flag and phase; a failure there is the gate's
 * `denied` answer (forbidden unless the gate says not-found). A phase list that is missing or empty allows every
 * phase, like the block visibility rule.
 */
export function checkGate(
  gate: RouteGate | undefined,
  user: GateUser,
  features: Readonly<Record<string, boolean>>,
  phase: GatePhase,
): GateResult {
  if (!gate) return 'allow';
  if (gate.signIn && !user.signedIn) return 'sign-in';
  const denied = gate.denied ?? 'forbidden';
  if (gate.scopes && !gate.scopes.every((s) => user.scopes.includes(s))) return denied;
  if (gate.anyScope && !gate.anyScope.some((s) => user.scopes.includes(s))) return denied;
  if (gate.feature && features[gate.feature] !== true) return denied;
  if (gate.phaseSetting) {
    const allowed = phase.lists[gate.phaseSetting];
    if (allowed && allowed.length > 0 && (phase.id === null || !allowed.includes(phase.id))) return denied;
  }
  return 'allow';
}
