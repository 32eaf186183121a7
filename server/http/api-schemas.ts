import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const API_SCHEMAS_DIR = fileURLToPath(new URL('../../schemas/api/', import.meta.url));

export interface JsonSchemaDoc {
  $id: string;
  [key: string]: unknown;
}

/** Every schemas/api/*.schema.json, registered with fastify.addSchema so routes can $ref them. */
export function loadApiSchemas(dir = API_SCHEMAS_DIR): JsonSchemaDoc[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((f) => {
      const doc = JSON.parse(readFileSync(dir + f, 'utf8')) as JsonSchemaDoc;
      // draft-07 meta URL is not needed at runtime and fastify's ajv does not load it.
      delete doc.$schema;
      return doc;
    });
}

/** `{ $ref }` to a schemas/api file (name without .schema.json), optionally a definition inside it. */
export function ref(name: string, definition?: string): { $ref: string } {
  return { $ref: `${name}.schema.json#${definition ? `/definitions/${definition}` : ''}` };
}
