// schema/instruction-stack.schema.json is the one statement of what the configuration may contain:
// it agrees with the profiles and checks, accepts every documented example, and the validation
// built on it rejects typos with located "did you mean" messages.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { CHECK_IDS } from '../src/checks/index.js';
import { CONFIG_SCHEMA } from '../src/config-schema.js';
import { ConfigError, parseConfig } from '../src/config.js';
import { PROFILES, TOOL_IDS } from '../src/profiles/index.js';

const ROOT = join(import.meta.dirname, '..');
const SCHEMA_FILE = join(ROOT, 'schema/instruction-stack.schema.json');

function problems(text: string): string[] {
  try {
    parseConfig(text, 'cfg.yml');
  } catch (e) {
    if (e instanceof ConfigError) return e.message.split('\n');
    throw e;
  }
  return [];
}

/** Every configuration example in the docs: ```yaml blocks naming the configuration file. */
function documentedExamples(): { where: string; text: string }[] {
  const files = ['README.md', ...readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md')).map((f) => join('docs', f))];
  const out: { where: string; text: string }[] = [];
  for (const f of files) {
    const md = readFileSync(join(ROOT, f), 'utf8');
    for (const m of md.matchAll(/```ya?ml\n([\s\S]*?)```/g)) {
      if (/^# \.github\/instruction-stack\.yml|yaml-language-server: \$schema=/m.test(m[1]!)) out.push({ where: `${f}:${md.slice(0, m.index).split('\n').length}`, text: m[1]! });
    }
  }
  return out;
}

describe('the schema', () => {
  it('compiles in ajv strict mode', () => {
    const ajv = new Ajv({ strict: true, allowUnionTypes: true });
    expect(() => ajv.compile(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')))).not.toThrow();
  });

  it('lists exactly the tools, each with the options its profile honours, and every check', () => {
    const props = CONFIG_SCHEMA.properties;
    const toolsEnum = (props.tools!.anyOf![0]!.enum ?? []) as string[];
    expect(toolsEnum, 'tools enum = src/profiles (add a new tool id to the schema)').toEqual([...TOOL_IDS]);
    const options = props['tools-options']!.properties!;
    expect(Object.keys(options), 'tools-options = src/profiles').toEqual([...TOOL_IDS]);
    for (const p of PROFILES) expect(Object.keys(options[p.id]!.properties ?? {}), `tools-options.${p.id} = its profile's knobs`).toEqual(p.knobs);
    expect(Object.keys(props.checks!.properties!), 'checks = src/checks (add a new check id to the schema)').toEqual(CHECK_IDS);
  });

  it('describes every key, tool, option and check (what an editor shows)', () => {
    const walk = (node: { description?: string; properties?: Record<string, unknown> }, where: string): void => {
      for (const [k, v] of Object.entries(node.properties ?? {})) {
        const child = v as { description?: string; properties?: Record<string, unknown> };
        expect(child.description, `${where}${k}`).toMatch(/\S{3}/);
        walk(child, `${where}${k}.`);
      }
    };
    walk(CONFIG_SCHEMA as { properties: Record<string, unknown> }, '');
  });
});

describe('documented examples', () => {
  const examples = documentedExamples();
  it('there are some, and they carry the schema line', () => {
    expect(examples.length).toBeGreaterThanOrEqual(2);
    expect(examples.some((e) => e.text.includes('yaml-language-server: $schema=https://'))).toBe(true);
  });
  it.each(examples.map((e) => [e.where, e.text]))('%s is accepted', (_where, text) => {
    expect(problems(text)).toEqual([]);
  });
});

describe('typos are rejected with a location and a suggestion', () => {
  it.each([
    ['fail_on: error\n', /^cfg\.yml:1:1: unknown key "fail_on" \(did you mean "fail-on"\?\)/],
    ['tool: [codex]\n', /^cfg\.yml:1:1: unknown key "tool" \(did you mean "tools"\?\)/],
    ['tools: [claude]\n', /^cfg\.yml:1:9: tools: unknown tool "claude" \(did you mean "claude-code"\?\)/],
    ['tools: gemini\n', /^cfg\.yml:1:8: tools: unknown tool "gemini" \(did you mean "gemini-cli"\?\)/],
    ['tools-options:\n  codx: {}\n', /^cfg\.yml:2:3: tools-options: unknown tool "codx" \(did you mean "codex"\?\)/],
    ['tools-options:\n  codex: { maxbytes: 10 }\n', /^cfg\.yml:2:12: tools-options\.codex: unknown option "maxbytes" \(did you mean "maxBytes"\?\); codex accepts maxBytes, fallbackFilenames/],
    ['checks:\n  shadow: off\n', /^cfg\.yml:2:3: checks: unknown check "shadow" \(did you mean "shadowed"\?\)/],
    ['checks:\n  fork: warn\n', /^cfg\.yml:2:9: checks\.fork must be one of error, warning, note, off, false \(got "warn"\) \(did you mean "warning"\?\)/],
    ['fail-on: warnings\n', /^cfg\.yml:1:10: fail-on must be one of error, warning, never \(got "warnings"\) \(did you mean "warning"\?\)/],
    ['fork:\n  name: [X.md]\n', /^cfg\.yml:2:3: fork: unknown key "name" \(did you mean "names"\?\); expected one of names/],
    ['ignore: 3\n', /^cfg\.yml:1:9: ignore must be a single value or a list \(got 3\)/],
    ['ignore: ["  "]\n', /^cfg\.yml:1:10: ignore: an entry is empty/],
    ['tools-options:\n  copilot: { perFileMaxChars: many }\n', /^cfg\.yml:2:31: tools-options\.copilot\.perFileMaxChars must be an integer of at least 1 \(got "many"\)/],
  ])('%j', (text, msg) => {
    const p = problems(text);
    expect(p).toHaveLength(1);
    expect(p[0]).toMatch(msg);
  });
});
