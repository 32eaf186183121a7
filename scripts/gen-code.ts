/**
 * Code writers of the schema pipeline (scripts/gen.ts): ajv's standalone output as ES modules, TypeScript types
 * from the schemas, the error-code catalogue and the slim block summaries.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { isSchemaNode, type SchemaNode } from '../schemas/build/walk';
import { isTextDefault } from '../schemas/domain/text-defaults';
import { stripNestedTitles } from '../schemas/build/resolve';
import { banner, pascal, schemasDir, type SourceFile } from './gen-sources';

/**
 * ajv's ESM output still says require("..."); rewrite to imports. A namespace import
 * of a CommonJS module differs between Node (default = module.exports) and bundlers
 * (default = exports.default), so `pick()` reads from the exports object either way.
 * Every read is a call marked pure, so a bundle that imports schemas/index.ts only
 * for the schema objects drops the validators (attendee pages never load them).
 */
export function toEsm(code: string): string {
  const modules: string[] = [];
  const body = code.replace(/require\("([^"]+)"\)((?:\.\w+|\["[^"]+"\])*)/g, (_m, name: string, chain: string) => {
    if (!modules.includes(name)) modules.push(name);
    const keys = [...chain.matchAll(/\.(\w+)|\["([^"]+)"\]/g)].map((k) => k[1] ?? k[2]);
    return `/* @__PURE__ */ pick(__ns${modules.indexOf(name)}, ${JSON.stringify(keys)})`;
  });
  const allowed = ['ajv/dist/runtime/equal', 'ajv/dist/runtime/ucs2length', 'ajv-formats/dist/formats'];
  const bad = modules.filter((name) => !allowed.includes(name));
  if (bad.length > 0) throw new Error(`validators would import ${bad.join(', ')}; only ${allowed.join(', ')} are allowed`);
  const imports = modules.map((name, i) => `import * as __ns${i} from '${name}.js';`).join('\n');
  const helper = [
    'function pick(ns, keys) {',
    '  let value = ns.default && ns.default.__esModule ? ns.default : ns;',
    '  for (const key of keys) value = value[key];',
    '  return value;',
    '}',
  ].join('\n');
  return `${imports}\n${helper}\n${body.replace(/^"use strict";/, '')}`;
}

/** Splits json-schema-to-typescript output into top-level declarations keyed by name. */
export function declarations(source: string): Map<string, string> {
  const out = new Map<string, string>();
  const chunks = source.split(/\n(?=\/\*\*|export )/);
  let pendingComment = '';
  for (const chunk of chunks) {
    const text = chunk.trim();
    if (text === '') continue;
    if (text.startsWith('/**') && !/\*\/\s*export /.test(text)) {
      pendingComment = `${text}\n`;
      continue;
    }
    const match = /export (?:interface|type|const enum|enum) (\w+)/.exec(text);
    if (!match?.[1]) continue;
    out.set(match[1], `${pendingComment}${text}`);
    pendingComment = '';
  }
  return out;
}

/**
 * Files from api/ and entities/ (the API's schemas) often leave definitions
 * untitled, and json-schema-to-typescript then names them after their key, which
 * collides across files (two "Language"s); prefix those with the file's own name.
 */
export function foreignTypeEntry(source: SourceFile): { name: string; schema: SchemaNode } {
  const fileName = source.rel.replace(/^.*\//, '').replace(/\.schema\.json$/, '');
  const name = typeof source.schema.title === 'string' ? source.schema.title : pascal(fileName.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase()));
  const definitions = isSchemaNode(source.schema.definitions) ? source.schema.definitions : undefined;
  if (!definitions) return { name, schema: source.schema };
  const titled = Object.fromEntries(
    Object.entries(definitions).map(([key, value]) =>
      isSchemaNode(value) && typeof value.title !== 'string' ? [key, { ...value, title: `${name}${pascal(key)}` }] : [key, value],
    ),
  );
  return { name, schema: { ...source.schema, definitions: titled } };
}

export interface TypeEntry {
  name: string;
  schema: SchemaNode;
  /** Block props: declared as `interface XProps extends BlockBaseProps` rather than repeating the common props. */
  extendsBase?: boolean;
}

export async function generateTypes(entries: TypeEntry[]): Promise<string> {
  const all = new Map<string, string>();
  for (const { name, schema, extendsBase } of entries) {
    const input = stripNestedTitles({ ...schema, title: name });
    const ts = await compile(input as never, name, {
      bannerComment: '',
      format: true,
      unreachableDefinitions: true,
      additionalProperties: true,
      $refOptions: { resolve: { external: false } } as never,
    });
    const source = extendsBase ? ts.replace(`export interface ${name} {`, `export interface ${name} extends BlockBaseProps {`) : ts;
    for (const [declName, text] of declarations(source)) {
      const existing = all.get(declName);
      if (existing !== undefined && existing !== text) {
        throw new Error(`Two schemas generate different types named ${declName}; give one of them another title`);
      }
      all.set(declName, text);
    }
  }
  return `${banner}\n\n${[...all.values()].join('\n\n')}\n`;
}

export function literal(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/**
 * The error-code catalogue from schemas/api/error-codes.json: each code under a camelCase name taken from the code
 * (`translate.base.error.push.conflict` -> `pushConflict`), the union of the codes, and their status and English
 * message. The server's catalogue (server/errors.ts) and the client both import it.
 */
export function errorCodesTs(): string {
  const table = JSON.parse(readFileSync(join(schemasDir, 'api', 'error-codes.json'), 'utf8')) as Record<string, { status: number; message: string }>;
  const prefix = 'translate.base.error.';
  const nameOf = (code: string) => {
    if (!code.startsWith(prefix)) throw new Error(`error code ${code} does not start with ${prefix}`);
    return code.slice(prefix.length).replace(/[.-](\w)/g, (_m, c: string) => c.toUpperCase());
  };
  const names = Object.keys(table).map(nameOf);
  if (new Set(names).size !== names.length) throw new Error('two error codes give the same name');
  return [
    banner,
    '',
    '/** The API\'s error codes by name (`errorCodes.componentSettingsConflict`). */',
    `export const errorCodes = ${literal(Object.fromEntries(Object.keys(table).map((code) => [nameOf(code), code])))} as const;`,
    '',
    'export type ErrorCodeName = keyof typeof errorCodes;',
    '/** Every `code` an API error answer can carry. */',
    'export type ErrorCode = (typeof errorCodes)[ErrorCodeName];',
    '',
    '/** The HTTP status and English message of each code. */',
    `export const errorCodeTable: Readonly<Record<ErrorCode, { status: number; message: string }>> = ${literal(table)};`,
    '',
    'export function isErrorCode(value: unknown): value is ErrorCode {',
    "  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(errorCodeTable, value);",
    '}',
    '',
  ].join('\n');
}

// No x-schemaVersion (the browser never migrates; the server does, with blockSchemaVersions) and no x-slots (only
// the full schemas' readers need them).
const SUMMARY_KEYS = ['title', 'x-group', 'x-container'];

/** `{ name: { default } }` for each property of `schema` that has a default, leaving out those named in `except`. */
function defaultsOf(schema: SchemaNode, except: SchemaNode = {}): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  const skip = isSchemaNode(except.properties) ? except.properties : {};
  for (const [name, def] of Object.entries(isSchemaNode(schema.properties) ? schema.properties : {})) {
    if (!(name in skip) && isSchemaNode(def) && def.default !== undefined) {
      // A default that is words a visitor reads is shown in the visitor's language (renderer/defaults.ts).
      properties[name] = isTextDefault(def) ? { default: def.default, 'x-text': true } : { default: def.default };
    }
  }
  return properties;
}

/** Title, group, container keywords and the block's own property defaults (the common props' come apart). */
export function summaryOf(schema: SchemaNode, base: SchemaNode): SchemaNode {
  const summary: SchemaNode = {};
  for (const key of SUMMARY_KEYS) if (schema[key] !== undefined) summary[key] = schema[key];
  summary.properties = defaultsOf(schema, base);
  return summary;
}
