/**
 * Schema-first pipeline: the JSON Schemas in schemas/ are the one source of the block props, the page layout, the
 * settings and the API's bodies and answers. Reads schemas/**\/*.schema.json and writes schemas/generated/ (types,
 * standalone validators, block schema map, block types and versions); schemas/api/error-codes.json into the
 * error-code catalogue (schemas/generated/error-codes.ts); the block wrappers' stylesheet; and the route table of
 * docs/contracts.md from the server's route definitions (scripts/gen-routes.ts).
 *   npm run gen          write the files
 *   npm run gen:check    exit 1, naming the stale files, when the output would differ
 */
import { readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { format, resolveConfig } from 'prettier';
import { createWrapperStyleSheet } from '../renderer/wrapper-stylesheet';
import { type SchemaNode } from '../schemas/build/walk';
import { blockBaseId, schemaIdBase, stripAnnotations } from '../schemas/build/resolve';
import { banner, blockTypeOf, checkBlockSchema, createAjv, loadSources, outDir, pascal, resolveAll, root } from './gen-sources';
import { errorCodesTs, foreignTypeEntry, generateTypes, literal, summaryOf, toEsm } from './gen-code';
import { routeDocFile } from './gen-routes';


async function prettify(code: string, file: string, parser: string): Promise<string> {
  const config = (await resolveConfig(file)) ?? {};
  return format(code, { ...config, parser });
}

async function build(): Promise<Map<string, string>> {
  const sources = resolveAll(loadSources());
  const owned = sources.filter((s) => ['common/', 'page/', 'settings/', 'blocks/'].some((p) => s.rel.startsWith(p)));
  const blocks = owned.filter((s) => s.rel.startsWith('blocks/'));
  const pageLayout = owned.find((s) => s.rel === 'page/page-layout.schema.json');
  const settings = owned.find((s) => s.rel === 'settings/site-settings.schema.json');
  if (!pageLayout || !settings) throw new Error('page layout or site settings schema is missing');

  // 1. Check every schema with the vocabulary on (strict mode), including examples.
  const lint = createAjv(false);
  for (const s of owned) lint.addSchema(s.schema);
  for (const s of owned) lint.getSchema(s.id); // compiles: strict errors surface here
  const problems = blocks.flatMap((s) => checkBlockSchema(blockTypeOf(s.rel), s.schema, lint));
  if (problems.length > 0) throw new Error(`Block schemas are not acceptable:\n  ${problems.join('\n  ')}`);

  // 2. Standalone validators from assertion-only copies.
  // The common props are validated by one shared function per prop (refs into the base
  // schema, not inlined) so that 23 blocks do not each carry a copy of them.
  const codeAjv = createAjv(true);
  const base = owned.find((s) => s.id === blockBaseId);
  if (!base) throw new Error('block base schema is missing');
  // ajv compiles a ref into a fragment once per referring schema, so each common prop
  // becomes a schema of its own (own $id): then it is compiled once for all blocks.
  const baseProperties = stripAnnotations(base.schema).properties as SchemaNode;
  const basePropId = (name: string) => `${schemaIdBase}common/block-base/${name}.json`;
  for (const [name, prop] of Object.entries(baseProperties)) codeAjv.addSchema({ ...(prop as SchemaNode), $id: basePropId(name) });
  const exportsMap: Record<string, string> = {};
  for (const s of blocks) {
    const stripped = stripAnnotations(s.schema);
    const properties = { ...(stripped.properties as SchemaNode) };
    for (const name of Object.keys(baseProperties)) properties[name] = { $ref: basePropId(name) };
    codeAjv.addSchema({ ...stripped, properties });
    exportsMap[blockTypeOf(s.rel)] = s.id;
  }
  for (const [name, s] of [['pageLayout', pageLayout], ['siteSettings', settings]] as const) {
    codeAjv.addSchema(stripAnnotations(s.schema));
    exportsMap[name] = s.id;
  }
  const validatorsJs = `${banner}\n${toEsm(standaloneCode(codeAjv, exportsMap))}`;
  const validatorNames = Object.keys(exportsMap);
  const validatorsDts = [
    banner,
    'export interface GeneratedValidationError {',
    '  instancePath: string;',
    '  schemaPath: string;',
    '  keyword: string;',
    '  params: Record<string, unknown>;',
    '  message?: string;',
    '}',
    'export interface GeneratedValidator {',
    '  (data: unknown): boolean;',
    '  errors?: GeneratedValidationError[] | null;',
    '}',
    ...validatorNames.map((name) => `export declare const ${name}: GeneratedValidator;`),
    '',
  ].join('\n');

  const baseResolved = base.schema;
  const withoutBaseProps = (schema: SchemaNode): SchemaNode => ({
    ...schema,
    properties: Object.fromEntries(
      Object.entries(schema.properties as SchemaNode).filter(([name]) => !(name in (baseResolved.properties as SchemaNode))),
    ),
  });

  // 3. Types: the common and block schemas first, then the API's in api/ and entities/.
  const typeEntries = [
    ...owned.filter((s) => !s.rel.startsWith('blocks/')).map((s) => ({ name: String(s.schema.title ?? pascal(blockTypeOf(s.rel))), schema: s.schema })),
    ...blocks.map((s) => ({ name: `${pascal(blockTypeOf(s.rel))}Props`, schema: withoutBaseProps(s.schema), extendsBase: true })),
    ...sources.filter((s) => !owned.includes(s)).map(foreignTypeEntry),
  ];
  const propsByType = [
    '/** Each block type\'s props, keyed by the type name: the block registry is typed by it. */',
    'export interface BlockPropsByType {',
    ...blocks.map((s) => `  ${blockTypeOf(s.rel)}: ${pascal(blockTypeOf(s.rel))}Props;`),
    '}',
  ].join('\n');
  const typesTs = `${await generateTypes(typeEntries)}\n${propsByType}\n`;

  // 4. The schema objects themselves, typed, for the registry and the editor.
  const blockTypes = blocks.map((s) => blockTypeOf(s.rel));
  const common = (rel: string) => owned.find((s) => s.rel === rel)?.schema;
  // The block types and each one's current x-schemaVersion, apart from the schemas: the light surface of
  // schemas/ (and the migrations) need them without the full schemas.
  const blockTypesTs = [
    banner,
    '',
    `export const blockTypes = ${JSON.stringify(blockTypes)} as const;`,
    'export type BlockType = (typeof blockTypes)[number];',
    '',
    '/** The current `x-schemaVersion` of each block type: what the server stores with a block it writes. */',
    `export const blockSchemaVersions: Readonly<Record<BlockType, number>> = ${literal(
      Object.fromEntries(blocks.map((s) => [blockTypeOf(s.rel), s.schema['x-schemaVersion']])),
    )};`,
    '',
  ].join('\n');
  const schemasTs = [
    banner,
    "import type { JsonSchema } from '../json-schema';",
    "import type { BlockType } from './block-types';",
    '',
    "export { blockTypes, type BlockType } from './block-types';",
    '',
    `export const blockBaseSchema: JsonSchema = ${literal(baseResolved)};`,
    '',
    '/** Adds the common props after the block\'s own (the order the property browser lists them in). */',
    'const withBase = (schema: JsonSchema): JsonSchema => ({',
    '  ...schema,',
    '  properties: { ...schema.properties, ...blockBaseSchema.properties },',
    '});',
    '',
    `export const blockSchemas: Readonly<Record<BlockType, JsonSchema>> = {`,
    ...blocks.map((s) => `  ${JSON.stringify(blockTypeOf(s.rel))}: withBase(${literal(withoutBaseProps(s.schema))}),`),
    '};',
    '',
    `export const pageLayoutSchema: JsonSchema = ${literal(pageLayout.schema)};`,
    `export const siteSettingsSchema: JsonSchema = ${literal(settings.schema)};`,
    `export const breakpointValueSchema: JsonSchema = ${literal(common('common/breakpoint-value.schema.json'))};`,
    '',
  ].join('\n');

  // 5. The slim summaries the attendee-side registry carries: what the renderer needs (title, group,
  // container keywords, property defaults) without the full schemas, which only editors and tools load
  // (descriptions too: only the insert dialog and Storybook show them). The common props' defaults are left out:
  // the visibility props are the renderer's, read from the stored props (renderer/visibility.ts), and no block
  // reads them, so filling five of them into every block's props was a third of that work on a 1000-block page.
  const summariesTs = [
    banner,
    "import type { JsonSchema } from '../json-schema';",
    "import type { BlockType } from './block-types';",
    '',
    `export const blockSummaries: Readonly<Record<BlockType, JsonSchema>> = {`,
    ...blocks.map((s) => `  ${JSON.stringify(blockTypeOf(s.rel))}: ${literal(summaryOf(s.schema, baseResolved))},`),
    '};',
    '',
  ].join('\n');

  const files = new Map<string, string>();
  const add = async (name: string, code: string, parser: string) => {
    const file = join(outDir, name);
    files.set(file, await prettify(code, file, parser));
  };
  await add('types.ts', typesTs, 'typescript');
  // Left as ajv prints it: formatting would triple its size and it is never read by people.
  files.set(join(outDir, 'validators.js'), `${validatorsJs}\n`);
  await add('validators.d.ts', validatorsDts, 'typescript');
  await add('block-schemas.ts', schemasTs, 'typescript');
  await add('block-summaries.ts', summariesTs, 'typescript');
  await add('block-types.ts', blockTypesTs, 'typescript');
  await add('error-codes.ts', errorCodesTs(), 'typescript');
  // The block wrappers' stylesheet: plain CSS the page renderer imports (the entry's CSS, inlined by the server).
  files.set(
    join(root, 'renderer', 'wrapper.generated.css'),
    `/* Generated by scripts/gen.ts from renderer/wrapper-stylesheet.ts: do not edit. Run \`npm run gen\`. */\n${createWrapperStyleSheet()}\n`,
  );
  return files;
}


/** Paths of the files whose committed text differs from `files`. */
function staleOf(files: Map<string, string>): string[] {
  return [...files].filter(([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text).map(([f]) => relative(root, f));
}

async function main() {
  const check = process.argv.includes('--check');
  const files = await build();
  if (!check) {
    mkdirSync(outDir, { recursive: true });
    for (const [file, text] of files) writeFileSync(file, text);
  }
  // The route definitions import the generated code, so the route table is made once that is written.
  const docs = new Map([await routeDocFile(root)]);
  if (check) {
    const stale = [...staleOf(files), ...staleOf(docs)];
    if (stale.length > 0) {
      console.error(`Generated files are stale (run npm run gen):\n  ${stale.join('\n  ')}`);
      process.exit(1);
    }
    console.log(`schemas/generated and the route table are fresh (${files.size + docs.size} files).`);
    return;
  }
  for (const [file, text] of docs) writeFileSync(file, text);
  console.log(`wrote ${[...files.keys(), ...docs.keys()].map((f) => relative(root, f)).join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error && !process.env.GEN_DEBUG ? error.message : error);
  process.exit(1);
});
