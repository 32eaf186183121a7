// What other server features use of the settings: the feature flags as a viewer's scopes see them.
export { applyScopedFeatures } from './settings-service.js';
export type { SettingsService } from './settings-service.js';
