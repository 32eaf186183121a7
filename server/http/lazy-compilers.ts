// Fastify compiles every route's validators (ajv) and answer serialisers (fast-json-stringify) while it starts:
// with ~45 routes that was about a third of the CPU of a start (profiled: fast-json-stringify 23 %, ajv 9 %,
// json-schema-ref-resolver 3 %). These factories wrap Fastify's own compilers so each schema is compiled on its
// route's first use instead; the compiled functions are the same ones, so answers and errors do not change.
// Fastify's schema controller option: `schemaController: { compilersFactory: lazyCompilersFactory() }`.
import ValidatorSelector from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';

type Validate = ((data: unknown) => unknown) & { errors?: unknown };
type Serialize = (doc: unknown) => string;
type ValidatorCompiler = (route: { schema: unknown; method: string; url: string; httpPart?: string }) => Validate;
type SerializerCompiler = (route: { schema?: unknown; method: string; url: string; httpStatus: string }) => Serialize;

/** A validator compiled on its first call; ajv's `errors` of the last call are copied onto it, as Fastify reads them. */
function lazyValidator(compile: () => Validate): Validate {
  let validate: Validate | undefined;
  const lazy: Validate = (data) => {
    validate ??= compile();
    const result = validate(data);
    lazy.errors = validate.errors;
    return result;
  };
  return lazy;
}

export function lazyCompilersFactory(): { buildValidator: ReturnType<typeof ValidatorSelector>; buildSerializer: ReturnType<typeof SerializerSelector> } {
  const buildValidator = ValidatorSelector() as unknown as (externalSchemas: unknown, options: unknown) => ValidatorCompiler;
  const buildSerializer = SerializerSelector() as unknown as (externalSchemas: unknown, options: unknown) => SerializerCompiler;
  const lazyValidators = (externalSchemas: unknown, options: unknown): ValidatorCompiler => {
    const compiler = buildValidator(externalSchemas, options);
    return (route) => lazyValidator(() => compiler(route));
  };
  const lazySerializers = (externalSchemas: unknown, options: unknown): SerializerCompiler => {
    const compiler = buildSerializer(externalSchemas, options);
    return (route) => {
      let serialize: Serialize | undefined;
      return (doc) => (serialize ??= compiler(route))(doc);
    };
  };
  // The packages' own factory types (what Fastify's option takes) describe the same call shapes as these.
  return {
    buildValidator: lazyValidators as unknown as ReturnType<typeof ValidatorSelector>,
    buildSerializer: lazySerializers as unknown as ReturnType<typeof SerializerSelector>,
  };
}
