// State outside the repository is an explicit, visible assumption: Codex applies a project's
// .codex/config.toml only when it trusts the project ([observed 0.169.0] explorer cases 79907C,
// 2B8853); the stack says which way we assumed, and `tools-options.codex.trusted` chooses.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config.js';
import { Resolver } from '../src/engine/resolve.js';
import { explainText } from '../src/output/text.js';
import { WorktreeView } from '../src/repo/worktree.js';
import { MemView, type Node } from './pr-trees.js';

const root = fileURLToPath(new URL('../fixtures/engine/repo-settings/repo', import.meta.url));
const stack = (trusted?: boolean) =>
  new Resolver(new WorktreeView(root, { hasGitMarker: true }), trusted === undefined ? {} : { tools: { codex: { trusted } } }).stack('codex', 'pkg', []);

describe('Codex project trust', () => {
  it('assumes a trusted project by default, applies its config and says so', () => {
    const s = stack();
    expect(s.layers.map((l) => l.path)).toEqual(['AGENTS.md', 'pkg/CLAUDE.md']);
    expect(s.truncated).toBe(true);
    expect(s.settings.join('\n')).toMatch(/project_doc_max_bytes = 40/);
    expect(s.assumes).toEqual([expect.stringMatching(/Codex CLI trusts this project, so it applies \.codex\/config\.toml .*trusted: false/)]);
  });

  it('with trusted: false ignores the project config (no fallback file, the 32 KiB default) and says so', () => {
    const s = stack(false);
    expect(s.layers.map((l) => l.path)).toEqual(['AGENTS.md']);
    expect(s.truncated).toBe(false);
    expect(s.settings).toEqual([]);
    expect(s.assumes).toEqual([expect.stringMatching(/does not trust this project .*ignores \.codex\/config\.toml/)]);
  });

  it('states nothing where trust changes nothing', () => {
    const r = new Resolver(new WorktreeView(root, { hasGitMarker: true }));
    expect(r.stack('gemini-cli', 'pkg', []).assumes).toEqual([]);
  });

  it('shows the assumption in the text output', () => {
    expect(explainText([stack()], false)).toMatch(/assumes: Codex CLI trusts this project/);
  });

  it('is chosen in the config file, and a non-boolean is a located error', () => {
    expect(parseConfig('tools-options:\n  codex:\n    trusted: false\n').toolOptions.codex?.trusted).toBe(false);
    expect(() => parseConfig('tools-options:\n  codex:\n    trusted: maybe\n')).toThrow(/tools-options\.codex\.trusted must be true or false/);
  });
});

// [observed 2.1.332] Claude Code loads an @import outside the session's working directory only once the
// user approved external imports (fixtures/oracle/x-claude-code-758D53-48dc unapproved, x-claude-code-4E7E37-appr approved).
describe('Claude Code external imports', () => {
  const ext = fileURLToPath(new URL('../fixtures/oracle/x-claude-code-4E7E37-appr/repo', import.meta.url));
  const claude = (externalImports?: boolean, cwd = 'a') =>
    new Resolver(new WorktreeView(ext, { hasGitMarker: true }), externalImports === undefined ? {} : { tools: { 'claude-code': { externalImports } } }).stack('claude-code', cwd, []);

  it('assumes not approved: the import outside cwd is left out, and the stack says which file and which knob', () => {
    const s = claude();
    expect(s.layers.map((l) => l.path)).toEqual(['CLAUDE.md']);
    expect(s.assumes).toEqual([expect.stringMatching(/only once the user approved them; assumed not approved, so docs\/imp\.md is not loaded .*externalImports: true/)]);
    expect(explainText([s], false)).toMatch(/assumes: Claude Code loads imports from outside the working directory only once/);
  });

  it('approved: loads it and still says so', () => {
    const s = claude(true);
    expect(s.layers.map((l) => l.path)).toEqual(['CLAUDE.md', 'docs/imp.md']);
    expect(s.assumes).toEqual([expect.stringMatching(/the user approved .* so it loads docs\/imp\.md .*externalImports: false/)]);
  });

  it('states nothing at the root, where the import is inside cwd', () => {
    const s = claude(undefined, '');
    expect(s.layers.map((l) => l.path)).toEqual(['CLAUDE.md', 'docs/imp.md']);
    expect(s.assumes).toEqual([]);
  });

  it('is chosen in the config file', () => {
    expect(parseConfig('tools-options:\n  claude-code:\n    externalImports: true\n').toolOptions['claude-code']?.externalImports).toBe(true);
  });
});

// A link leaving the repository: whether its target exists is state on the developer's machine
// ([observed] Codex 0.171.0, Pi 0.73.1 fall through a dangling one: fixtures/oracle/x-codex-82165F-5555, x-pi-DCA01A-5f1c).
describe('links leaving the repository', () => {
  const esc = fileURLToPath(new URL('../fixtures/engine/escaping-link/repo', import.meta.url));
  const at = (tool: 'codex' | 'pi', outsideLinkTargets?: 'exist' | 'missing') =>
    new Resolver(new WorktreeView(esc, { hasGitMarker: true }), outsideLinkTargets ? { tools: { [tool]: { outsideLinkTargets } } } : {}).stack(tool, '', []);

  it('assumes the target exists (the link shadows CLAUDE.md) and says so with the knob', () => {
    const s = at('codex');
    expect(s.layers.map((l) => l.path)).toEqual([]);
    expect(s.assumes).toEqual([expect.stringMatching(/^AGENTS\.md links outside the repository; assumed the target exists.*outsideLinkTargets: missing\)$/)]);
  });

  it('with outsideLinkTargets: missing reads the next name and states nothing more', () => {
    const s = at('pi', 'missing');
    expect(s.layers.map((l) => l.path)).toEqual(['CLAUDE.md']);
    expect(s.assumes).toEqual([]);
  });
});

// Claude Code reads a rules directory in the file system's listing order ([observed 2.1.332]
// fixtures/oracle/conditional: ext4 hash order); we list rules in name order and say so on the stack.
describe('Claude Code rule order', () => {
  const conditional = fileURLToPath(new URL('../fixtures/oracle/conditional/repo', import.meta.url));
  const resolver = () => new Resolver(new WorktreeView(conditional, { hasGitMarker: true }));

  it('says the order of several rules of one directory is the file system\'s, in every output', () => {
    const s = resolver().stack('claude-code', '', ['src/app.ts']);
    expect(s.layers.filter((l) => l.path.startsWith('.claude/rules/')).length).toBeGreaterThan(1);
    expect(s.assumes).toEqual([expect.stringMatching(/reads the rules of \.claude\/rules in the file system's directory-listing order.*name order/)]);
    expect(explainText([s], false)).toMatch(/assumes: Claude Code reads the rules of \.claude\/rules/);
  });

  it('says nothing for one rule, nor for other tools', () => {
    const r = resolver();
    const one = r.stack('claude-code', '', []);
    expect(one.layers.filter((l) => l.path.startsWith('.claude/rules/')).length).toBe(1);
    expect(one.assumes).toEqual([]);
    expect(r.stack('copilot', '', ['src/app.ts']).assumes).toEqual([]);
  });
});

// Copilot finds code by LF lines ([observed 1.0.102] explorer seeds 3 and 5: 82F0B0, D0308C): in a file
// with lone-CR line endings a fence after a CR is no fence for it. Modelled (markdown.ts lineCodeRegions),
// so the stack needs no assumption; tools that follow CommonMark still take the fence for code.
describe('Copilot and lone-CR line endings', () => {
  const at = (fixture: string) => new Resolver(new WorktreeView(fileURLToPath(new URL(`../fixtures/oracle/${fixture}/repo`, import.meta.url)), { hasGitMarker: true }));

  it('expands the import after a fence that follows a CR, with nothing to assume; Claude Code does not', () => {
    const s = at('x-copilot-82F0B0-cr').stack('copilot', 'a', []);
    expect(s.layers.map((l) => l.path)).toContain('docs/imp.md');
    expect(s.assumes).toEqual([]);
    expect(at('x-copilot-82F0B0-cr').stack('claude-code', 'a', []).layers.map((l) => l.path)).not.toContain('docs/imp.md');
  });
});

// OpenCode loads what one `instructions` glob finds in one directory in the file system's listing order
// ([observed 1.18.33]: it changed between two copies of one tree); we list by name and say so.
describe('OpenCode instruction globs', () => {
  const file = (text: string): Node => ({ kind: 'file', text });
  const tree = (extra: [string, string][]): MemView =>
    new MemView('t', new Map([['AGENTS.md', file('# root\n')], ['opencode.json', file('{"instructions": ["docs/*.md"]}\n')], ...extra.map(([p, t]): [string, Node] => [p, file(t)])]));

  it('says the order of several files one glob finds in one directory is the file system\'s', () => {
    const s = new Resolver(tree([['docs/b.md', 'b\n'], ['docs/a.md', 'a\n'], ['docs/c.txt', 'c\n']])).stack('opencode', '', []);
    expect(s.layers.map((l) => l.path)).toEqual(['AGENTS.md', 'docs/a.md', 'docs/b.md']);
    expect(s.assumes).toEqual([expect.stringMatching(/OpenCode loads the files of the instructions glob docs\/\*\.md from the root in the file system's listing order.*listed here by name/)]);
    expect(explainText([s], false)).toMatch(/assumes: OpenCode loads the files of the instructions glob/);
  });

  it('says nothing where each directory\'s scan adds one file', () => {
    const s = new Resolver(tree([['docs/a.md', 'a\n'], ['x/docs/b.md', 'b\n']])).stack('opencode', 'x', []);
    expect(s.layers.map((l) => l.path)).toEqual(['AGENTS.md', 'x/docs/b.md', 'docs/a.md']);
    expect(s.assumes).toEqual([]);
  });
});
