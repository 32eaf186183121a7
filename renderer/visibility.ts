import type { RenderContextValue } from './types';

/** The visibility props every block has (schemas/common/block-base.schema.json). */
export interface VisibilityProps {
  isDisabled?: boolean;
  blockedScope?: readonly string[];
  requireScope?: readonly string[];
  requiresFeature?: readonly string[];
  requiresPhaseId?: readonly string[];
}

/** What a block needs to be shown, and which of those needs the current viewer does not meet. */
export interface BlockRequirements {
  blockedScopes: string[];
  requiredScopes: string[];
  requiredFeatures: string[];
  /** Site-level allowed phases plus the block's requiresPhaseId; empty means any phase. */
  allowedPhases: string[];
  heldBlockedScopes: string[];
  missingScopes: string[];
  missingFeatures: string[];
  phaseAllowed: boolean;
}

// Stored content is edited by hand in the JSON editor, so a non-array or non-string entry must not crash a page.
function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
}

type Viewer = Pick<RenderContextValue, 'scopes' | 'features' | 'phaseId'>;

const NONE: readonly string[] = Object.freeze([]);
// Most blocks have no rule at all; sharing one answer keeps a 1000-block render from allocating 1000 of them.
const NO_REQUIREMENTS: BlockRequirements = Object.freeze({
  blockedScopes: NONE,
  requiredScopes: NONE,
  requiredFeatures: NONE,
  allowedPhases: NONE,
  heldBlockedScopes: NONE,
  missingScopes: NONE,
  missingFeatures: NONE,
  phaseAllowed: true,
}) as unknown as BlockRequirements;

export function getBlockRequirements(
  props: Readonly<Record<string, unknown>> | VisibilityProps,
  ctx: Viewer,
  allowedPhaseIds: readonly string[] = [],
): BlockRequirements {
  const p = props as Record<string, unknown>;
  if (
    allowedPhaseIds.length === 0 &&
    p.blockedScope === undefined &&
    p.requireScope === undefined &&
    p.requiresFeature === undefined &&
    p.requiresPhaseId === undefined
  ) {
    return NO_REQUIREMENTS;
  }
  const blockedScopes = strings(p.blockedScope);
  const requiredScopes = strings(p.requireScope);
  const requiredFeatures = strings(p.requiresFeature);
  const allowedPhases = [...new Set([...strings(allowedPhaseIds), ...strings(p.requiresPhaseId)])];
  const held = new Set(ctx.scopes);
  return {
    blockedScopes,
    requiredScopes,
    requiredFeatures,
    allowedPhases,
    heldBlockedScopes: blockedScopes.filter((s) => held.has(s)),
    missingScopes: requiredScopes.filter((s) => !held.has(s)),
    missingFeatures: requiredFeatures.filter((f) => ctx.features[f] !== true),
    phaseAllowed: allowedPhases.length === 0 || (ctx.phaseId !== null && allowedPhases.includes(ctx.phaseId)),
  };
}

export function requirementsMet(r: BlockRequirements): boolean {
  return (
    r.heldBlockedScopes.length === 0 &&
    r.missingScopes.length === 0 &&
    r.missingFeatures.length === 0 &&
    r.phaseAllowed
  );
}

/** True when the block has any visibility rule at all (editors then see what it needs). */
export function hasRequirements(r: BlockRequirements): boolean {
  return (
    r.blockedScopes.length + r.requiredScopes.length + r.requiredFeatures.length + r.allowedPhases.length > 0
  );
}

/**
 * docs/behaviour/content-and-environments.md "Block visibility": visible only when no blocked scope is held, all required scopes are
 * held, all required feature flags are on, and the current phase is in the allowed list (the site-level
 * `allowedPhaseIds` plus the block's requiresPhaseId; an empty list means any phase).
 * isDisabled is a separate rule (see the block renderer), not part of this one.
 */
export function isBlockVisible(
  props: Readonly<Record<string, unknown>> | VisibilityProps,
  ctx: Viewer,
  allowedPhaseIds?: readonly string[],
): boolean {
  return requirementsMet(getBlockRequirements(props, ctx, allowedPhaseIds));
}
