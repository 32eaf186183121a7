/**
 * The validator of write routes (loose types let `force: "true"` through). Fastify's own ajv coerces
 * types ("true", 1 and [true] all become true) and silently drops properties a schema does not allow; that suits
 * query strings of reads, where every value is text, but a write must be refused with 400 instead. This ajv
 * neither coerces nor removes, so a body or query string of a write either matches its schema as sent or fails.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { loadApiSchemas } from '../http/api-schemas.js';

function createStrictAjv(): Ajv {
  const ajv = new Ajv({ coerceTypes: false, removeAdditional: false, useDefaults: true, allErrors: false, strict: false });
  addFormats(ajv);
  for (const schema of loadApiSchemas()) ajv.addSchema(schema);
  return ajv;
}

let shared: Ajv | undefined;

/** Compiles each route part's schema with the strict ajv (schemas/api registered, so $refs resolve). */
export const strictValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema }) => {
  shared ??= createStrictAjv();
  const validate: ValidateFunction = shared.compile(schema as object);
  return validate;
};
