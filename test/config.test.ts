import { TOOL_IDS } from '../src/profiles/index.js';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_CONFIG_PATH, applyOverrides, defaultConfig, loadConfig, parseConfig, selectedTools, viewSource } from '../src/config.js';

function problems(text: string): string[] {
  try {
    parseConfig(text);
  } catch (e) {
    if (e instanceof ConfigError) return e.message.split('\n');
    throw e;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig', () => {
  it('accepts a full configuration', () => {
    const cfg = parseConfig(`
tools: [codex, claude-code, gemini-cli]
tools-options:
  codex: { maxBytes: 65536, fallbackFilenames: [TEAM.md] }
  gemini-cli: { contextFileNames: [GEMINI.md, AGENTS.md] }
  qwen-code: { contextFileNames: QWEN.md, importFormat: flat }
  deepseek-harness: { maxBytes: 20000 }
  claude-code: { instructionFiles: claude-md }
  copilot: { perFileMaxChars: 4000 }
checks:
  budget: error
  shadowed: off
  hidden: note
ignore: ["vendor/**", "docs/"]
working-directories: ["packages/*"]
comment: changes
fail-on: warning
fork:
  names: [CLAUDE.md]
`);
    expect(cfg.tools).toEqual(['codex', 'claude-code', 'gemini-cli']);
    expect(cfg.toolOptions.codex).toEqual({ maxBytes: 65536, fallbackFilenames: ['TEAM.md'] });
    expect(cfg.toolOptions['qwen-code']).toEqual({ contextFileNames: ['QWEN.md'], importFormat: 'flat' });
    expect(cfg.toolOptions['claude-code']).toEqual({ instructionFiles: 'claude-md' });
    expect(cfg.toolOptions.copilot).toEqual({ perFileMaxChars: 4000 });
    expect(cfg.checks).toEqual({ budget: 'error', shadowed: 'off', hidden: 'note' });
    expect(cfg.ignore).toEqual(['vendor/**', 'docs/']);
    expect(cfg.workingDirectories).toEqual(['packages/*']);
    expect(cfg.comment).toBe('changes');
    expect(cfg.failOn).toBe('warning');
    expect(cfg.twinNames).toEqual(['CLAUDE.md']);
    expect(cfg.source).toBe(DEFAULT_CONFIG_PATH);
  });

  it('treats an empty file as defaults', () => {
    expect(parseConfig('')).toMatchObject({ failOn: 'error', comment: true, ignore: [] });
    expect(parseConfig('# only a comment\n')).toMatchObject({ failOn: 'error' });
  });

  it('locates unknown keys and suggests the right one', () => {
    const p = problems('tools: [codex]\nfail_on: error\n');
    expect(p).toEqual([`${DEFAULT_CONFIG_PATH}:2:1: unknown key "fail_on" (did you mean "fail-on"?); expected one of tools, tools-options, checks, ignore, working-directories, comment, fail-on, fork, fail-on-preexisting, baseline, vendored`]);
  });

  it('reports every problem with its line and column', () => {
    const p = problems(`tools: [codx, claude-code]
tools-options:
  codex:
    maxBytes: -5
    contextFileNames: [X.md]
  cursor: 3
checks:
  budgte: error
  fork: fatal
ignore: vendor
comment: sometimes
fail-on: 2
`);
    expect(p).toEqual([
      `${DEFAULT_CONFIG_PATH}:1:9: tools: unknown tool "codx" (did you mean "codex"?); known tools: claude-code, codex, gemini-cli, qwen-code, copilot, opencode, pi, cursor, deepseek-harness, grok-build, cline, kilo-code, continue-cli, roo-code, windsurf`,
      `${DEFAULT_CONFIG_PATH}:4:15: tools-options.codex.maxBytes must be an integer of at least 1 (got -5)`,
      `${DEFAULT_CONFIG_PATH}:5:5: tools-options.codex: unknown option "contextFileNames"; codex accepts maxBytes, fallbackFilenames, trusted, outsideLinkTargets`,
      `${DEFAULT_CONFIG_PATH}:6:11: tools-options.cursor must be a mapping (got 3)`,
      expect.stringMatching(/^\.github\/instruction-stack\.yml:8:3: checks: unknown check "budgte" \(did you mean "budget"\?\)/),
      `${DEFAULT_CONFIG_PATH}:9:9: checks.fork must be one of error, warning, note, off, false (got "fatal")`,
      `${DEFAULT_CONFIG_PATH}:11:10: comment must be one of true, false, changes (got "sometimes")`,
      `${DEFAULT_CONFIG_PATH}:12:10: fail-on must be one of error, warning, never (got 2)`,
    ]);
  });

  it('accepts a single string where a list is expected', () => {
    expect(parseConfig('ignore: vendor/**\n').ignore).toEqual(['vendor/**']);
  });

  it('rejects wrong types in lists and a non-mapping document', () => {
    expect(problems('ignore: [1, "x"]\n')[0]).toBe(`${DEFAULT_CONFIG_PATH}:1:10: ignore: every entry must be a string (got 1)`);
    expect(problems('- a\n- b\n')[0]).toMatch(/:1:1: the configuration must be a mapping/);
    expect(problems('tools-options:\n  codex: { importFormat: tree }\n')[0]).toMatch(/codex: unknown option "importFormat"/);
    expect(problems('tools-options:\n  cursor: { maxBytes: 100 }\n')[0]).toMatch(/cursor: unknown option "maxBytes"; cursor has no options/);
    expect(problems('tools-options:\n  qwen-code: { importFormat: nested }\n')[0]).toMatch(
      /:2:30: tools-options\.qwen-code\.importFormat must be one of tree, flat \(got "nested"\)/,
    );
  });

  it('reports YAML syntax errors with a position', () => {
    const p = problems('tools: [codex\nfail-on: error\n');
    expect(p[0]).toMatch(/^\.github\/instruction-stack\.yml:\d+:\d+: /);
  });

  it('rejects duplicate keys', () => {
    expect(problems('fail-on: error\nfail-on: never\n')[0]).toMatch(/:2:1: .*[Mm]ap keys must be unique/);
  });

  it('validates check ids against the schema and the live list it is given', () => {
    expect(parseConfig('checks: { budget: warning }\n', 'x.yml', { knownChecks: ['budget'] }).checks).toEqual({ budget: 'warning' });
    expect(() => parseConfig('checks: { budget: warning }\n', 'x.yml', { knownChecks: ['fork'] })).toThrow(/x\.yml:1:11: checks: unknown check "budget"/);
    // The schema is the source: an id it does not list is refused even if a caller knows it.
    expect(() => parseConfig('checks: { custom: warning }\n', 'x.yml', { knownChecks: ['custom'] })).toThrow(/x\.yml:1:11: checks: unknown check "custom"/);
  });
});

describe('inputs override the file', () => {
  it('applies tools, fail-on and comment', () => {
    const cfg = parseConfig('tools: [codex]\nfail-on: warning\ncomment: true\n');
    const o = applyOverrides(cfg, { tools: 'claude-code, gemini-cli', failOn: 'never', comment: 'false' });
    expect(o.tools).toEqual(['claude-code', 'gemini-cli']);
    expect(o.failOn).toBe('never');
    expect(o.comment).toBe(false);
    expect(applyOverrides(cfg, { tools: 'all' }).tools).toEqual([...TOOL_IDS]);
    expect(applyOverrides(cfg, { tools: '', failOn: ' ', comment: '' })).toMatchObject({ tools: ['codex'], failOn: 'warning', comment: true });
  });

  it('rejects bad input values clearly', () => {
    expect(() => applyOverrides(defaultConfig(), { tools: 'codex,claud-code' })).toThrow(/input: tools: unknown tool "claud-code" \(did you mean "claude-code"\?\)/);
    expect(() => applyOverrides(defaultConfig(), { failOn: 'errors' })).toThrow(/fail-on must be one of error, warning, never \(got "errors"\)/);
    expect(() => applyOverrides(defaultConfig(), { comment: 'yes' })).toThrow(/comment must be true, false or changes/);
  });
});

describe('loadConfig', () => {
  it('needs no file at all', () => {
    const r = loadConfig({ read: () => undefined });
    expect(r.found).toBe(false);
    expect(r.config).toEqual(defaultConfig());
  });

  it('fails when an explicitly named file is missing', () => {
    expect(() => loadConfig({ read: () => undefined }, 'ci/stack.yml')).toThrow(/ci\/stack\.yml: configuration file not found/);
  });

  it('reads the named file', () => {
    const r = loadConfig({ read: (p) => (p === 'ci/stack.yml' ? 'fail-on: never\n' : undefined) }, './ci/stack.yml');
    expect(r).toMatchObject({ found: true, path: 'ci/stack.yml', config: { failOn: 'never', source: 'ci/stack.yml' } });
  });

  it('selects tools among the available profiles', () => {
    expect(selectedTools(defaultConfig(), ['codex', 'claude-code'])).toEqual(['codex', 'claude-code']);
    expect(selectedTools(parseConfig('tools: [claude-code, cursor]\n'), ['codex', 'claude-code'])).toEqual(['claude-code']);
  });
});

describe('viewSource', () => {
  it('reads the configuration from a repository view', async () => {
    const { WorktreeView } = await import('../src/repo/worktree.js');
    const { join } = await import('node:path');
    const view = new WorktreeView(join(import.meta.dirname, '..', 'fixtures', 'pr', 'passing', 'base'), { hasGitMarker: true });
    const r = loadConfig(viewSource(view));
    expect(r.found).toBe(true);
    expect(r.config.ignore).toEqual(['**/*.snap']);
    expect(() => loadConfig(viewSource(view), '.github/none.yml')).toThrow(/configuration file not found/);
  });
});
