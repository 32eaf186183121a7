import { type JsonSchema } from '../../schemas';
import { settingsSchema } from '../../schemas/validators';

/**
 * The settings schema as the editor edits it: scopedFeatureOverrides' featureFlagName becomes a choice among the
 * flags the `features` setting declares, so an override cannot name a flag that does not exist. Everything else,
 * widgets included (x-widget), comes from the schema as written.
 */
function withFlagChoice(root: JsonSchema): JsonSchema {
  const overrides = root.properties?.scopedFeatureOverrides;
  const item = overrides?.items;
  if (!overrides || !item || Array.isArray(item)) return root;
  const flags = Object.keys(root.properties?.features?.properties ?? {});
  return {
    ...root,
    properties: {
      ...root.properties,
      scopedFeatureOverrides: {
        ...overrides,
        items: { ...item, properties: { ...item.properties, featureFlagName: { ...item.properties?.featureFlagName, enum: flags } } },
      },
    },
  };
}

export const settingsEditingSchema: JsonSchema = withFlagChoice(settingsSchema);
