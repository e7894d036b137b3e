// What `fixtures/*/*/expected.json` cannot express: the exact framing each profile renders (observed
// snippets in ../shared/oracle RESULTS.md, DeepSeek Harness `rendered` texts in results/dsh__*.json),
// import splicing details, budget notices and profile metadata. Load order and sentinels live in the
// fixtures (fixtures/oracle, fixtures/profiles).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Resolver } from '../src/engine/resolve.js';
import type { StackDetail } from '../src/engine/stack.js';
import { PROFILES, defaultTools, getProfile } from '../src/profiles/index.js';
import { WorktreeView } from '../src/repo/worktree.js';
import type { ToolId, ToolOptions } from '../src/types.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));

/** One vantage on `fixtures/<fixture>/repo`; absolute paths in the text are shown as `<FX>`. */
function run(
  fixture: string,
  tool: ToolId,
  cwd = '',
  touch: string[] = [],
  opts: ToolOptions = {},
  git = true,
): StackDetail & { added: string } {
  const root = `${FIXTURES}${fixture}/repo`;
  const s = new Resolver(new WorktreeView(root, { hasGitMarker: git }), { tools: { [tool]: opts } }).stack(tool, cwd, touch);
  const fx = (t: string): string => t.replaceAll(root, '<FX>');
  const text = fx(s.text);
  const startupText = fx(s.startupText);
  const added = text.slice(startupText.length).replace(/^\n\n/, '');
  return { ...s, text, startupText, added };
}

describe('registry', () => {
  it('lists the tools in report order, the opt-in ones last', () => {
    expect(PROFILES.map((p) => p.id)).toEqual([
      'claude-code',
      'codex',
      'gemini-cli',
      'qwen-code',
      'copilot',
      'opencode',
      'pi',
      'cursor',
      'deepseek-harness',
      'grok-build',
      'cline',
      'kilo-code',
      'continue-cli',
      'roo-code',
      'windsurf',
    ]);
  });

  it('says how each profile was verified', () => {
    const method = Object.fromEntries(PROFILES.map((p) => [p.id, p.verified.method]));
    expect(method).toMatchObject({
      'gemini-cli': 'execution',
      'qwen-code': 'execution',
      copilot: 'execution',
      opencode: 'execution',
      pi: 'execution',
      cursor: 'docs',
      'deepseek-harness': 'own-code',
      'grok-build': 'source',
      cline: 'execution',
      'kilo-code': 'execution',
      'continue-cli': 'execution',
      'roo-code': 'own-code',
      windsurf: 'docs',
    });
    for (const p of PROFILES) expect(p.outsideView.length, p.id).toBeGreaterThan(0);
  });

  it('analyses the opt-in tools by default only where their own files are', () => {
    const plain = new WorktreeView(`${FIXTURES}oracle/basic/repo`, { hasGitMarker: true });
    const more = new WorktreeView(`${FIXTURES}oracle/more-agents/repo`, { hasGitMarker: true });
    const optIn = ['cline', 'kilo-code', 'continue-cli', 'roo-code', 'windsurf'];
    expect(defaultTools(plain)).toEqual(PROFILES.map((p) => p.id).filter((id) => !optIn.includes(id)));
    expect(defaultTools(more)).toEqual(PROFILES.map((p) => p.id));
    // a PR that deletes the files still shows the tool (either side counts)
    expect(defaultTools(plain, more)).toContain('cline');
  });

  it('declares the knobs it honours', () => {
    expect(getProfile('qwen-code').knobs).toEqual(['contextFileNames', 'importFormat']);
    expect(getProfile('gemini-cli').knobs).toEqual(['contextFileNames', 'importFormat']);
    expect(getProfile('copilot').knobs).toEqual(['perFileMaxChars']);
    expect(getProfile('deepseek-harness').knobs).toEqual(['maxBytes', 'maxSourceBytes']);
    expect(getProfile('qwen-code').names({ contextFileNames: ['CONTEXT.md'] })).toEqual(['CONTEXT.md', '.qwen/QWEN.local.md']);
    expect(getProfile('gemini-cli').names({ contextFileNames: ['AGENTS.md'] })).toEqual(['AGENTS.md', 'GEMINI.md']);
  });
});

describe('qwen-code', () => {
  it('frames files with paths relative to cwd, grouped by name (observed basic4 @ packages/api)', () => {
    const s = run('oracle/basic4', 'qwen-code', 'packages/api');
    expect(s.startupText).toBe(
      [
        '--- Context from: ../../QWEN.md ---\n# Root QWEN\nSENTINEL_B4_ROOT_QWEN\n--- End of Context from: ../../QWEN.md ---',
        '--- Context from: ../QWEN.md ---\n# Mid QWEN\nSENTINEL_B4_MID_QWEN\n--- End of Context from: ../QWEN.md ---',
        '--- Context from: QWEN.md ---\n# API QWEN\nSENTINEL_B4_API_QWEN\n--- End of Context from: QWEN.md ---',
        '--- Context from: ../../AGENTS.md ---\n# Root AGENTS\nSENTINEL_B4_ROOT_AGENTS\n--- End of Context from: ../../AGENTS.md ---',
        '--- Context from: ../AGENTS.md ---\n# Mid AGENTS\nSENTINEL_B4_MID_AGENTS\n--- End of Context from: ../AGENTS.md ---',
        '--- Context from: AGENTS.md ---\n# API AGENTS\nSENTINEL_B4_API_AGENTS\n--- End of Context from: AGENTS.md ---',
      ].join('\n\n'),
    );
  });

  it('splices imports inline with markers (observed imports @ .)', () => {
    const s = run('oracle/imports', 'qwen-code');
    expect(s.startupText).toContain(
      '--- Context from: QWEN.md ---\n# Project (QWEN)\nSENTINEL_IMP_QWEN_TOP\n<!-- Imported from: docs/extra.md -->\nextra (import depth 1) SENTINEL_IMP_L1\n<!-- Imported from: l2.md -->\ndepth 2 SENTINEL_IMP_L2\n',
    );
    // 5 hops: l5 is spliced, its `@l6.md` stays as text.
    expect(s.startupText).toContain('depth 5 SENTINEL_IMP_L5\n@l6.md\n');
    // Expanded inside an HTML comment.
    expect(s.startupText).toContain('<!-- <!-- Imported from: docs/comment.md -->\nSENTINEL_IMP_IN_HTML_COMMENT\n\n<!-- End of import from: docs/comment.md --> -->');
  });

  it('appends baseline rules after the context files and adds path rules in a system-reminder', () => {
    const s = run('oracle/conditional', 'qwen-code', '', ['src/view.tsx']);
    expect(s.startupText).toMatch(
      /--- End of Context from: AGENTS\.md ---\n\n--- Rule from: \.qwen\/rules\/always\.md ---\n# always\nSENTINEL_COND_QWEN_ALWAYS\n--- End of Rule from: \.qwen\/rules\/always\.md ---$/,
    );
    expect(s.added).toBe(
      '<system-reminder>\n--- Rule from: .qwen/rules/brace.md ---\n# brace rule\nSENTINEL_COND_QWEN_BRACE\n--- End of Rule from: .qwen/rules/brace.md ---\n</system-reminder>',
    );
    expect(s.layers.at(-1)).toMatchObject({ path: '.qwen/rules/brace.md', reason: 'conditional', via: 'src/**/*.{ts,tsx}' });
  });

  it('renders importFormat: flat as --- File --- blocks (file first, headed by its directory)', () => {
    const s = run('profiles/qwen-options', 'qwen-code', '', [], { importFormat: 'flat' });
    expect(s.startupText).toContain(
      '--- Context from: QWEN.md ---\n--- File: <FX> ---\n# qwen\nSENTINEL_QO_QWEN_TOP\n@a.md\n@b.md\nSENTINEL_QO_QWEN_BOTTOM\n--- End of File: <FX> ---\n\n' +
        '--- File: <FX>/b.md ---\nSENTINEL_QO_B\n--- End of File: <FX>/b.md ---\n\n' +
        '--- File: <FX>/a.md ---\nSENTINEL_QO_A\n@c.md\n--- End of File: <FX>/a.md ---\n\n' +
        '--- File: <FX>/c.md ---\nSENTINEL_QO_C\n--- End of File: <FX>/c.md ---\n--- End of Context from: QWEN.md ---',
    );
  });

  it('keeps a missing import as text and marks a path above the root', () => {
    const s = run('profiles/gemini-imports', 'qwen-code');
    expect(s.startupText).toContain('SENTINEL_GI_QWEN_TOP\n@docs/missing.md\n~~~\n@docs/tilde.md\n~~~\n');
    expect(s.startupText).toContain('<!-- Import failed: ../outside.md - Path traversal attempt -->');
  });
});

describe('gemini-cli', () => {
  it('wraps absolute-path blocks in <loaded_context><project_context> (observed basic4 @ packages/api)', () => {
    const s = run('oracle/basic4', 'gemini-cli', 'packages/api');
    expect(s.startupText).toBe(
      '<loaded_context>\n<project_context>\n' +
        '--- Context from: <FX>/GEMINI.md ---\n# Root GEMINI\nSENTINEL_B4_ROOT_GEMINI\n--- End of Context from: <FX>/GEMINI.md ---\n\n' +
        '--- Context from: <FX>/packages/GEMINI.md ---\n# Mid GEMINI\nSENTINEL_B4_MID_GEMINI\n--- End of Context from: <FX>/packages/GEMINI.md ---\n\n' +
        '--- Context from: <FX>/packages/api/GEMINI.md ---\n# API GEMINI\nSENTINEL_B4_API_GEMINI\n--- End of Context from: <FX>/packages/api/GEMINI.md ---\n' +
        '</project_context>\n</loaded_context>',
    );
  });

  it('adds JIT context with imports spliced (observed lazy-imports, touch packages/api/x.ts)', () => {
    const s = run('oracle/lazy-imports', 'gemini-cli', '', ['packages/api/x.ts']);
    expect(s.added).toBe(
      '--- Newly Discovered Project Context ---\n' +
        '--- Context from: <FX>/packages/api/GEMINI.md ---\n# API GEMINI\nSENTINEL_LIMP_API_GEMINI_TOP\n' +
        '<!-- Imported from: ../../docs/api-GEMINI.md -->\nSENTINEL_LIMP_DOCS_API_GEMINI (imported via ../../)\n\n<!-- End of import from: ../../docs/api-GEMINI.md -->\n' +
        '<!-- Imported from: ./local-GEMINI.md -->\nSENTINEL_LIMP_LOCAL_GEMINI (imported via ./)\n\n<!-- End of import from: ./local-GEMINI.md -->\n' +
        'SENTINEL_LIMP_API_GEMINI_BOTTOM\n--- End of Context from: <FX>/packages/api/GEMINI.md ---\n--- End Project Context ---',
    );
  });

  it('replaces a missing import with an Import failed comment and does not protect ~~~ fences', () => {
    const s = run('profiles/gemini-imports', 'gemini-cli');
    expect(s.startupText).toContain(
      "SENTINEL_GI_TOP\n<!-- Import failed: docs/missing.md - ENOENT: no such file or directory, access '<FX>/docs/missing.md' -->\n~~~\n<!-- Imported from: docs/tilde.md -->",
    );
    expect(s.startupText).toContain('`@docs/tick.md`');
  });
});

describe('copilot', () => {
  it("reads a session directory's .github/instructions in that session only", () => {
    const root = mkdtempSync(join(tmpdir(), 'is-copilot-'));
    const put = (path: string, text: string): void => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    put('.github/instructions/all.instructions.md', '---\napplyTo: "**"\n---\nAll files.\n');
    put('pkg/.github/instructions/pkg.instructions.md', 'Package only.\n');
    put('other/x.ts', 'x\n');
    try {
      const r = new Resolver(new WorktreeView(root, { hasGitMarker: true }));
      const paths = (cwd: string): string[] => r.stack('copilot', cwd).layers.map((l) => l.path);
      expect(paths('pkg')).toEqual(['.github/instructions/all.instructions.md', 'pkg/.github/instructions/pkg.instructions.md']);
      // asked after pkg: the package's file must not stick to the root's list
      expect(paths('other')).toEqual(['.github/instructions/all.instructions.md']);
      expect(paths('')).toEqual(['.github/instructions/all.instructions.md']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('frames each file in <custom_instruction> (observed basic4 @ packages/api)', () => {
    const s = run('oracle/basic4', 'copilot', 'packages/api');
    expect(s.startupText.split('\n\n<custom_instruction>\n')[0]).toBe('<custom_instruction>\n# Root AGENTS\nSENTINEL_B4_ROOT_AGENTS\n\n</custom_instruction>');
    expect(s.startupText.endsWith('<custom_instruction>\n# Mid GEMINI\nSENTINEL_B4_MID_GEMINI\n\n</custom_instruction>')).toBe(true);
  });

  it('nests imports after the reference and does not expand a file twice within one loaded file (observed imports @ .)', () => {
    const s = run('oracle/imports', 'copilot');
    expect(s.startupText).toContain(
      '<custom_instruction>\n# Project (AGENTS)\nSENTINEL_IMP_AGENTS_TOP\n@docs/extra.md\n\n<imported_custom_instruction source="<FX>/docs/extra.md">\nextra (import depth 1) SENTINEL_IMP_L1\n@l2.md\n\n<imported_custom_instruction source="<FX>/docs/l2.md">',
    );
    // CLAUDE.md imports AGENTS.md: its text is repeated, its own imports (already in CLAUDE.md) are not.
    const claude = s.startupText.slice(s.startupText.indexOf('# Project (CLAUDE)'));
    expect(claude).toContain('SENTINEL_IMP_CLAUDE_BOTTOM\n@AGENTS.md\n\n<imported_custom_instruction source="<FX>/AGENTS.md">\n# Project (AGENTS)\nSENTINEL_IMP_AGENTS_TOP\n@docs/extra.md\nAlso see');
    // GEMINI.md is not import-processed.
    expect(s.startupText).toContain('SENTINEL_IMP_GEMINI_TOP\n@docs/extra.md\nAlso see @docs/midline.md');
  });

  it('adds touched files as HTML-escaped system_reminders with their frontmatter (observed conditional, touch src/app.ts)', () => {
    const s = run('oracle/conditional', 'copilot', '', ['src/app.ts']);
    expect(s.added.startsWith(
      '<system_reminder>\nCustom instructions from .github/instructions/ts.instructions.md. Apply these to any code you write here:\n\n---\napplyTo: &quot;src/**/*.ts&quot;\n---\nSENTINEL_COND_COPILOT_TS\n\n</system_reminder>\n<system_reminder>\nCustom instructions from .claude/rules/brace.md.',
    )).toBe(true);
    expect(s.added).toContain('---\npaths:\n  - &quot;src/**/*.ts&quot;\n---\n# yaml block list rule\nSENTINEL_COND_CLAUDE_YAMLLIST\n\n</system_reminder>');
  });

  it('escapes nested import tags in touched files (observed lazy-imports)', () => {
    const s = run('oracle/lazy-imports', 'copilot', '', ['packages/api/x.ts']);
    expect(s.added).toContain(
      '@../../docs/api-AGENTS.md\n\n&lt;imported_custom_instruction source=&quot;<FX>/docs/api-AGENTS.md&quot;&gt;\nSENTINEL_LIMP_DOCS_API_AGENTS (imported via ../../)\n&lt;/imported_custom_instruction&gt;\n@./local-AGENTS.md',
    );
  });

  it('cuts files to perFileMaxChars only when asked', () => {
    const on = run('profiles/copilot-layout', 'copilot', 'big', [], { perFileMaxChars: 4000 });
    expect(on.budgetCounts).toContain('4000 characters');
    expect(on.layers.find((l) => l.path === 'big/AGENTS.md')?.note).toContain('4000');
    expect(run('profiles/copilot-layout', 'copilot', 'big').truncated).toBe(false);
  });
});

describe('opencode', () => {
  it('renders Instructions from: <abs> per file, nearest first (observed basic4 @ packages/api)', () => {
    const s = run('oracle/basic4', 'opencode', 'packages/api');
    expect(s.startupText).toBe(
      'Instructions from: <FX>/packages/api/AGENTS.md\n# API AGENTS\nSENTINEL_B4_API_AGENTS\n\n' +
        'Instructions from: <FX>/packages/AGENTS.md\n# Mid AGENTS\nSENTINEL_B4_MID_AGENTS\n\n' +
        'Instructions from: <FX>/AGENTS.md\n# Root AGENTS\nSENTINEL_B4_ROOT_AGENTS\n',
    );
  });

  it('puts lazily found files in one system-reminder, imports not expanded (observed lazy, touch src/handler.ts)', () => {
    const s = run('oracle/lazy', 'opencode', '', ['packages/api/src/handler.ts']);
    expect(s.added).toBe(
      '<system-reminder>\nInstructions from: <FX>/packages/api/src/AGENTS.md\n# API src AGENTS\nSENTINEL_LZ_SRC_AGENTS\n\n\n' +
        'Instructions from: <FX>/packages/api/AGENTS.md\n# API AGENTS\nSENTINEL_LZ_API_AGENTS\n\n\n' +
        'Instructions from: <FX>/packages/AGENTS.md\n# Mid AGENTS\nSENTINEL_LZ_MID_AGENTS\n\n</system-reminder>',
    );
  });
});

describe('pi', () => {
  it('renders the Project Context section (observed basic4 @ packages/api)', () => {
    const s = run('oracle/basic4', 'pi', 'packages/api');
    expect(s.startupText).toBe(
      '# Project Context\n\nProject-specific instructions and guidelines:\n\n' +
        '## <FX>/AGENTS.md\n\n# Root AGENTS\nSENTINEL_B4_ROOT_AGENTS\n\n\n' +
        '## <FX>/packages/AGENTS.md\n\n# Mid AGENTS\nSENTINEL_B4_MID_AGENTS\n\n\n' +
        '## <FX>/packages/api/AGENTS.md\n\n# API AGENTS\nSENTINEL_B4_API_AGENTS\n\n\n',
    );
    expect(run('oracle/lazy', 'pi', '', ['packages/api/src/handler.ts']).added).toBe('');
  });
});

describe('deepseek-harness', () => {
  const INTRO =
    'The following workspace instructions may be relevant to your work. Use them as guidance when applicable. More specific instructions take precedence over broader ones. They do not override system, developer, or direct user instructions.';

  it('renders the baseline exactly (dsh__basic__packages_api.json)', () => {
    const s = run('oracle/basic', 'deepseek-harness', 'packages/api');
    expect(s.startupText).toBe(
      `<system-reminder>\n${INTRO}\n\nInstructions from: AGENTS.md\n\n# Root agents\nSENTINEL_BASIC_ROOT_AGENTS\n\n\n` +
        'Instructions from: CLAUDE.md\n\n# Root claude\nSENTINEL_BASIC_ROOT_CLAUDE\n\n\n' +
        'Instructions from: packages/api/AGENTS.md\n\n# API agents\nSENTINEL_BASIC_API_AGENTS\n\n\n' +
        'Instructions from: packages/api/CLAUDE.md\n\n# API claude\nSENTINEL_BASIC_API_CLAUDE\n\n</system-reminder>',
    );
    expect(s.budgetBytes).toBe(65536);
  });

  it('shows the budget notice and fills the budget exactly (dsh__budget__root__max32768.json)', () => {
    const s = run('oracle/budget', 'deepseek-harness', '', [], { maxBytes: 32768 });
    expect(s.startupText.startsWith(
      `<system-reminder>\nWorkspace instruction budget 32768 bytes: omitted AGENTS.md; truncated CLAUDE.md from 40960 to 32356 bytes\n\n${INTRO}\n\nInstructions from: CLAUDE.md\n\n`,
    )).toBe(true);
    expect(Buffer.byteLength(s.startupText)).toBe(32768);
    expect(s.startupText.endsWith('\n</system-reminder>')).toBe(true);
  });

  it('switches to the compact intro, then to an unframed notice, on tiny budgets (max400, max200)', () => {
    const s400 = run('oracle/budget', 'deepseek-harness', 'packages/api', [], { maxBytes: 400 });
    expect(s400.startupText).toBe(
      '<system-reminder>\nWorkspace instruction budget 400 bytes: omitted AGENTS.md, CLAUDE.md, packages/api/AGENTS.md; truncated packages/api/CLAUDE.md from 5120 to 85 bytes\n\n' +
        'Workspace instructions were omitted or truncated to fit the configured byte budget.\n\nInstructions from: packages/api/CLAUDE.md\n\n' +
        'SENTINEL_BUD_API_CLAUDE_AT0K\nfiller 00000 lorem ipsum dolor sit amet consectetur adip\n</system-reminder>',
    );
    const s200 = run('oracle/budget', 'deepseek-harness', 'packages/api', [], { maxBytes: 200 });
    expect(s200.startupText).toBe(
      'Workspace instruction budget 200 bytes: omitted AGENTS.md, CLAUDE.md, packages/api/AGENTS.md; truncated packages/api/CLAUDE.md from 5120 to 0 bytes\n\nInstructions from: packages/api/CLAUDE.md\n\n',
    );
  });

  it('adds nested files as an Additional instructions message (dsh__nested-lazy__root__lazy.json step 2)', () => {
    const s = run('oracle/nested-lazy', 'deepseek-harness', '', ['packages/api/src/x.ts']);
    const scope = (dir: string): string =>
      `These instructions apply to work under \`${dir}\`. Use them as guidance when relevant; more specific instructions take precedence. They do not override system, developer, or direct user instructions.`;
    expect(s.added).toBe(
      `<system-reminder>\nAdditional instructions from: packages/AGENTS.md\n\n${scope('packages')}\n\n# packages agents\nSENTINEL_NL_PACKAGES_AGENTS\n\n\n` +
        `Additional instructions from: packages/api/AGENTS.md\n\n${scope('packages/api')}\n\n# api agents\nSENTINEL_NL_API_AGENTS\n\n\n` +
        `Additional instructions from: packages/api/CLAUDE.local.md\n\n${scope('packages/api')}\n\n# api claude local\nSENTINEL_NL_API_CLAUDE_LOCAL\n\n</system-reminder>`,
    );
  });

  it('keeps every file when the whole message is exactly the budget, and drops the broadest one byte below (tags escaped)', () => {
    // A session in pkg: the root files and pkg/AGENTS.md, whose `</system-reminder>` is sent escaped
    // (one byte longer); the budget is measured on the message as sent.
    const whole = run('profiles/dsh-options', 'deepseek-harness', 'pkg');
    expect(whole.startupText).toContain('<\\/system-reminder>');
    const size = Buffer.byteLength(whole.startupText);
    const exact = run('profiles/dsh-options', 'deepseek-harness', 'pkg', [], { maxBytes: size });
    expect(exact.startupText).toBe(whole.startupText);
    expect(exact.layers.some((l) => l.omitted || l.truncated)).toBe(false);
    const under = run('profiles/dsh-options', 'deepseek-harness', 'pkg', [], { maxBytes: size - 1 });
    expect(under.layers[0]?.omitted).toBe(true);
    expect(Buffer.byteLength(under.startupText)).toBeLessThanOrEqual(size - 1);
    expect(under.startupText).toContain(`Workspace instruction budget ${size - 1} bytes: omitted ${under.layers[0]?.path}`);
  });

  it('escapes </system-reminder> inside content and shows cwd-relative paths without .git', () => {
    expect(run('profiles/dsh-options', 'deepseek-harness', '', ['pkg/x.ts']).added).toContain('# pkg agents <\\/system-reminder>\nSENTINEL_DO_PKG_AGENTS');
    expect(run('oracle/nogit', 'deepseek-harness', 'packages/api', [], {}, false).startupText).toContain('Instructions from: AGENTS.md\n\n');
  });
});

describe('grok-build', () => {
  it('wraps files in its system-reminder header and footer and neutralises reminder tags', () => {
    const s = run('profiles/grok-build', 'grok-build');
    expect(s.startupText.startsWith(
      "<system-reminder>\nAs you answer the user's questions, you can use the following context (ordered from repo root to current directory - deeper files take precedence on conflicts):\n\n## From: <FX>/Agents.md\n# Agents.md\nSENTINEL_GB_ROOT_AGENTS_TITLE\n\n",
    )).toBe(true);
    expect(s.startupText).toContain('SENTINEL_GB_GROK_RULE &lt;system-reminder>');
    expect(s.startupText).not.toContain('description: grok rule');
    expect(s.startupText.endsWith(
      '\nFollow these instructions exactly. When working in subdirectories not listed above, check for additional project instruction files (AGENTS.md, Claude.md, etc.).\n</system-reminder>',
    )).toBe(true);
  });
});

describe('cursor', () => {
  it('sends rules without their frontmatter', () => {
    const s = run('profiles/cursor-rules', 'cursor', '', ['src/a.ts']);
    expect(s.text).toContain('--- .cursor/rules/always.mdc ---\nSENTINEL_CR_ALWAYS\n');
    expect(s.text).not.toContain('alwaysApply');
    expect(s.layers.find((l) => l.path === '.cursor/rules/ts.mdc')).toMatchObject({ reason: 'conditional', via: 'src/**/*.ts, lib/**/*.ts' });
  });
});
