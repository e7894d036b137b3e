// The configuration's JSON Schema (schema/instruction-stack.schema.json) is the one statement of what
// `.github/instruction-stack.yml` may contain: editors complete from it, and this module validates
// with it (ajv), turning each schema error into a located, plain message with a "did you mean".
// The validation is ajv's code for the schema, written ahead of time (scripts/config-validator.mjs →
// config-validator.generated.js): no compiling at start-up, no ajv in the bundles.
import type { ErrorObject } from 'ajv';
import type { Document, LineCounter, Node as YamlNode } from 'yaml';
import { yaml } from './on-demand.cjs';
import schemaJson from '../schema/instruction-stack.schema.json' with { type: 'json' };
import { validate } from './config-validator.generated.js';
import { didYouMean } from './edit-distance.js';

/** A schema node, as far as messages need it. */
interface SchemaNode {
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  properties?: Record<string, SchemaNode>;
  anyOf?: SchemaNode[];
  $ref?: string;
}

export const CONFIG_SCHEMA = schemaJson as unknown as SchemaNode & { properties: Record<string, SchemaNode> };

/** Property names the schema allows under a JSON pointer (`/checks` → check ids). */
export function schemaKeys(pointer: string): string[] {
  let node: SchemaNode | undefined = CONFIG_SCHEMA;
  for (const seg of pointer.split('/').filter(Boolean)) node = node?.properties?.[seg];
  return Object.keys(node?.properties ?? {});
}

export interface Located {
  line?: number;
  column?: number;
  message: string;
}

/** Validates the YAML document's data against the schema; [] when it conforms. */
export function schemaProblems(doc: Document, lc: LineCounter, data: unknown): Located[] {
  if (validate(data)) return [];
  const out: Located[] = [];
  const seen = new Set<string>();
  for (const e of relevantErrors(validate.errors ?? [])) {
    const { node, message } = describeError(doc, e);
    const off = node?.range?.[0];
    const pos = off === undefined ? undefined : lc.linePos(off);
    const p: Located = pos ? { line: pos.line, column: pos.col, message } : { message };
    const key = `${p.line}:${p.column}:${message}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(p);
    }
  }
  return out.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
}

/**
 * Keeps, for each `anyOf` (a value or a list of values), the errors of the branch the value meant:
 * the one whose type it has. When it has none of the types, the `anyOf` error itself stays.
 */
function relevantErrors(errors: ErrorObject[]): ErrorObject[] {
  const drop = new Set<ErrorObject>();
  for (const a of errors.filter((x) => x.keyword === 'anyOf')) {
    const prefix = `${a.schemaPath}/`;
    const branches = new Map<string, ErrorObject[]>();
    for (const e of errors) {
      if (e === a || !e.schemaPath.startsWith(prefix)) continue;
      const b = e.schemaPath.slice(prefix.length).split('/')[0]!;
      branches.set(b, [...(branches.get(b) ?? []), e]);
    }
    const typeMiss = (es: ErrorObject[]): boolean => es.some((e) => e.keyword === 'type' && e.instancePath === a.instancePath);
    const meant = [...branches.entries()].find(([, es]) => !typeMiss(es));
    for (const [b, es] of branches) if (!meant || b !== meant[0]) es.forEach((e) => drop.add(e));
    if (meant) drop.add(a);
  }
  // A value outside an enum is said once: "must be one of …" already names what is expected.
  const enumAt = new Set(errors.filter((e) => e.keyword === 'enum').map((e) => e.instancePath));
  return errors.filter((e) => !drop.has(e) && !(e.keyword === 'type' && enumAt.has(e.instancePath)));
}

function segments(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** `tools-options.codex.maxBytes`; list items are named by their list. */
function label(segs: string[]): string {
  return segs.filter((s) => !/^\d+$/.test(s)).join('.');
}

function yamlNode(doc: Document, segs: string[]): YamlNode | undefined {
  if (segs.length === 0) return doc.contents ?? undefined;
  return (doc.getIn(segs.map((s) => (/^\d+$/.test(s) ? Number(s) : s)), true) as YamlNode | undefined) ?? undefined;
}

function keyNode(doc: Document, segs: string[], key: string): YamlNode | undefined {
  const parent = yamlNode(doc, segs);
  const { isMap, isScalar } = yaml();
  if (!isMap(parent)) return parent;
  const pair = parent.items.find((p) => isScalar(p.key) && String(p.key.value) === key);
  return (pair?.key as YamlNode | undefined) ?? parent;
}

export function describeValue(v: unknown): string {
  if (v === null || v === undefined) return 'nothing';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a mapping';
  return JSON.stringify(v);
}

function listValues(values: readonly unknown[]): string {
  return values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');
}

const TYPE_WORDS: Record<string, string> = {
  object: 'a mapping',
  array: 'a list',
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'true or false',
};

/** What kind of name an unknown key is, by where it stands. */
function keyNoun(segs: string[]): string {
  if (segs.length === 0) return 'key';
  if (segs[0] === 'tools-options') return segs.length === 1 ? 'tool' : 'option';
  if (segs[0] === 'checks') return 'check';
  return 'key';
}

function describeError(doc: Document, e: ErrorObject): { node: YamlNode | undefined; message: string } {
  const segs = segments(e.instancePath);
  const where = label(segs);
  const inList = segs.length > 0 && /^\d+$/.test(segs[segs.length - 1]!);
  const schema = (e.parentSchema ?? {}) as SchemaNode;
  const node = yamlNode(doc, segs);
  const got = describeValue(e.data);
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String((e.params as { additionalProperty: string }).additionalProperty);
      const known = Object.keys(schema.properties ?? {});
      const noun = keyNoun(segs);
      const prefix = where === '' ? '' : `${where}: `;
      let tail = `; expected one of ${known.join(', ')}`;
      if (noun === 'option') tail = known.length > 0 ? `; ${segs[1]} accepts ${known.join(', ')}` : `; ${segs[1]} has no options`;
      else if (noun === 'check') tail = `; known checks: ${known.join(', ')}`;
      else if (noun === 'tool') tail = `; known tools: ${known.join(', ')}`;
      return { node: keyNode(doc, segs, key), message: `${prefix}unknown ${noun} ${JSON.stringify(key)}${didYouMean(key, known)}${tail}` };
    }
    case 'enum': {
      const values = e.schema as unknown[];
      if (where === 'tools') {
        const s = String(e.data);
        return { node, message: `tools: unknown tool ${JSON.stringify(s)}${didYouMean(s, values.map(String))}; known tools: ${listValues(values)}` };
      }
      const hint = typeof e.data === 'string' ? didYouMean(e.data, values.filter((v): v is string => typeof v === 'string')) : '';
      return { node, message: `${where} must be one of ${listValues(values)} (got ${got})${hint}` };
    }
    case 'minimum':
      return { node, message: `${where} must be an integer of at least ${schema.minimum} (got ${got})` };
    case 'type': {
      if (segs.length === 0) return { node, message: 'the configuration must be a mapping of keys (tools, checks, ignore, ...)' };
      if (schema.type === 'integer' && schema.minimum !== undefined) return { node, message: `${where} must be an integer of at least ${schema.minimum} (got ${got})` };
      const want = TYPE_WORDS[String(e.schema)] ?? String(e.schema);
      return { node, message: inList ? `${where}: every entry must be ${want} (got ${got})` : `${where} must be ${want} (got ${got})` };
    }
    case 'anyOf': {
      const kinds = ((schema.anyOf ?? []) as SchemaNode[]).map((b) => (b.type === 'array' ? 'a list' : 'a single value'));
      return { node, message: `${where} must be ${kinds.join(' or ')} (got ${got})` };
    }
    case 'pattern':
    case 'minLength':
      return { node, message: `${where}: ${inList ? 'an entry is' : 'the value is'} empty` };
    default:
      return { node, message: `${where || 'the configuration'} ${e.message ?? 'is invalid'}` };
  }
}
