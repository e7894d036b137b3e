// The configuration is validated by ajv's code for the schema written ahead of time
// (src/config-validator.generated.js, by scripts/config-validator.mjs), not compiled at start-up. It
// must be what the script writes from the schema today, and judge every configuration as ajv
// compiling the schema at run time does: the same verdict and the same errors (the messages and
// their lines are built from them), on generated good and bad configurations and the fixtures'.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { validate } from '../src/config-validator.generated.js';
import { ConfigError, parseConfig } from '../src/config.js';
import { AJV_OPTIONS, SCHEMA_FILE, VALIDATOR_FILE, validatorSource } from '../scripts/config-validator.mjs';
import { rng } from '../bench/bench.js';

const ROOT = join(import.meta.dirname, '..');

interface Node {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Node>;
  anyOf?: Node[];
  items?: Node;
  pattern?: string;
  minimum?: number;
}

const schema = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as Node;

/** Values that break something: wrong types, near-miss names, empty and NUL strings, negatives. */
const ODD: unknown[] = [null, 0, -1, 1.5, 3, '', ' ', 'a\u0000b', 'x', 'Error', 'warn', true, false, [], [null], [1, 'a'], {}, { k: 1 }, 'changes', 'never'];

/** A value for `node`: usually a valid one, sometimes (`bad` of the time) an odd one or an unknown key. */
function value(node: Node, pick: () => number, bad: number, depth = 0): unknown {
  if (pick() < bad) return ODD[Math.floor(pick() * ODD.length)];
  if (node.enum) return node.enum[Math.floor(pick() * node.enum.length)];
  if (node.anyOf) return value(node.anyOf[Math.floor(pick() * node.anyOf.length)]!, pick, bad, depth);
  const type = Array.isArray(node.type) ? node.type[Math.floor(pick() * node.type.length)] : node.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const keys = Object.keys(node.properties ?? {});
      for (const k of keys) if (pick() < (depth === 0 ? 0.5 : 0.3)) out[k] = value(node.properties![k]!, pick, bad, depth + 1);
      if (pick() < bad) out[pick() < 0.5 ? 'unknown-key' : `${keys[0] ?? 'k'}s`] = 1;
      return out;
    }
    case 'array':
      return Array.from({ length: Math.floor(pick() * 4) }, () => value(node.items ?? {}, pick, bad, depth + 1));
    case 'string':
      return ['src/**', 'packages/*', 'AGENTS.override.md', 'a b', 'docs/'][Math.floor(pick() * 5)];
    case 'integer':
      return Math.floor(pick() * 100_000) + (node.minimum ?? 0);
    case 'number':
      return pick() * 1000;
    case 'boolean':
      return pick() < 0.5;
    default:
      return 'x';
  }
}

describe('the ahead-of-time configuration validator', () => {
  it('is what scripts/config-validator.mjs writes from the schema (run `npm run config-validator` after changing it)', () => {
    expect(readFileSync(VALIDATOR_FILE, 'utf8') === validatorSource(schema)).toBe(true);
  });

  it('judges generated configurations as ajv compiling the schema at run time does, errors and all', () => {
    const runtime = new Ajv(AJV_OPTIONS).compile(schema);
    const pick = rng(31);
    let valid = 0;
    let invalid = 0;
    for (let i = 0; i < 3000; i++) {
      const data = i % 50 === 0 ? ODD[(i / 50) % ODD.length] : value(schema, pick, [0, 0.02, 0.1, 0.3][i % 4]!);
      const ok = runtime(data);
      expect(validate(data), JSON.stringify(data)).toBe(ok);
      expect(validate.errors ?? null, JSON.stringify(data)).toEqual(runtime.errors ?? null);
      if (ok) valid++;
      else invalid++;
    }
    expect(valid).toBeGreaterThan(300);
    expect(invalid).toBeGreaterThan(1000);
  });

  it('judges the repository and fixture configurations as ajv at run time does', () => {
    const runtime = new Ajv(AJV_OPTIONS).compile(schema);
    for (const f of ['.github/instruction-stack.yml', 'fixtures/checks/group-claude-packages/repo/.github/instruction-stack.yml', 'fixtures/pr/passing/base/.github/instruction-stack.yml']) {
      const data: unknown = parseYaml(readFileSync(join(ROOT, f), 'utf8'));
      expect(validate(data), f).toBe(runtime(data));
      expect(validate.errors ?? null, f).toEqual(runtime.errors ?? null);
    }
  });

  it('still gives located messages for a bad file', () => {
    let problems: string[] = [];
    try {
      parseConfig('tools: [claude-cod]\nchecks:\n  budget: warn\nfail-on: sometimes\n', 'cfg.yml');
    } catch (e) {
      if (!(e instanceof ConfigError)) throw e;
      problems = e.message.split('\n');
    }
    expect(problems).toEqual([
      expect.stringMatching(/^cfg\.yml:1:\d+: tools: unknown tool "claude-cod" \(did you mean "claude-code"\?\)/),
      expect.stringMatching(/^cfg\.yml:3:\d+: checks\.budget must be one of error, warning, note, off, false \(got "warn"\)/),
      expect.stringMatching(/^cfg\.yml:4:\d+: fail-on must be one of error, warning, never \(got "sometimes"\)/),
    ]);
  });
});
