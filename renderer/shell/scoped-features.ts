export interface ScopedFeatureOverride {
  featureFlagName: string;
  /** Scopes (permissions); holding any one of them turns the flag on. */
  permissions: readonly string[];
}

/**
 * Feature flags as one visitor sees them. Rule: a scoped override turns its flag ON for a visitor holding any of
 * its permissions; for everyone else the site-wide value stands (an override never turns a flag off). This lets
 * editors and pilot groups see a feature before it is switched on for all.
 */
export function applyScopedOverrides(
  features: Readonly<Record<string, boolean>>,
  overrides: readonly ScopedFeatureOverride[],
  scopes: readonly string[],
): Record<string, boolean> {
  const result: Record<string, boolean> = { ...features };
  for (const o of overrides) {
    if (o.permissions.some((p) => scopes.includes(p))) result[o.featureFlagName] = true;
  }
  return result;
}
