/**
 * A JSON Schema object as kept in schemas/ (draft-07 plus our x- keywords). The
 * named fields are the ones tools read most; everything else is still reachable.
 */
export interface JsonSchema {
  $id?: string;
  title?: string;
  description?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | JsonSchema[];
  required?: string[];
  enum?: unknown[];
  default?: unknown;
  examples?: unknown[];
  anyOf?: JsonSchema[];
  definitions?: Record<string, JsonSchema>;
  'x-group'?: string;
  'x-interface'?: string;
  'x-widget'?: string;
  'x-breakpoints'?: boolean;
  'x-category'?: string;
  'x-container'?: boolean;
  'x-slots'?: { slot: string | null; description: string };
  'x-schemaVersion'?: number;
  [keyword: string]: unknown;
}
