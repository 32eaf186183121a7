import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const API_SCHEMAS_DIR = fileURLToPath(new URL('../../schemas/api/', import.meta.url));
const ENTITY_SCHEMAS_DIR = fileURLToPath(new URL('../../schemas/entities/', import.meta.url));

export interface JsonSchemaDoc {
  $id: string;
  [key: string]: unknown;
}

/**
 * Every schemas/api/*.schema.json and schemas/entities/*.schema.json (the entities the catalog answers with),
 * registered with fastify.addSchema so routes can $ref them. In the files an API schema names an entity by its
 * path ("../entities/session.schema.json", which the generator resolves); fastify knows every schema by its bare
 * $id, so those refs lose the folder here.
 */
export function loadApiSchemas(dir = API_SCHEMAS_DIR, entitiesDir: string | null = ENTITY_SCHEMAS_DIR): JsonSchemaDoc[] {
  const read = (folder: string) =>
    readdirSync(folder)
      .filter((f) => f.endsWith('.schema.json'))
      .sort()
      .map((f) => {
        const text = readFileSync(folder + f, 'utf8').replaceAll('"../entities/', '"');
        const doc = JSON.parse(text) as JsonSchemaDoc;
        // draft-07 meta URL is not needed at runtime and fastify's ajv does not load it.
        delete doc.$schema;
        return doc;
      });
  return [...read(dir), ...(entitiesDir && existsSync(entitiesDir) ? read(entitiesDir) : [])];
}

/** `{ $ref }` to a schemas/api file (name without .schema.json), optionally a definition inside it. */
export function ref(name: string, definition?: string): { $ref: string } {
  return { $ref: `${name}.schema.json#${definition ? `/definitions/${definition}` : ''}` };
}
