// Kilo Code CLI (`kilo`, @kilocode/cli, a fork of OpenCode). Verified by execution: 7.7.7 against
// fidelity/fake-model.ts (docs/fidelity.md; 7.8.1 is on the registry without its linux-x64 binary
// package). Code (the bundled JS in the binary): `Instruction.systemSources` / `Instruction.resolve`
// (OpenCode's instruction.ts, unchanged) and Kilo's rules migration `discoverRules`, whose files join
// the configured `instructions`.
import { chain, listRules, type RulesSpec } from './walk.js';
import { isHit } from './walk.js';
import { resolvePath } from '../repo/links.js';
import { joinPath, parentDir } from '../repo/view.js';
import { agentsFiles, instructionEntries, instructionFiles, opencode } from './opencode.js';
import type { Candidate, Profile } from './profile.js';

// [code discoverRules] project rules directories in this order, `*.md` regular files, not recursive
// (listed in the file system's order; modelled sorted by name);
// a file name already taken by an earlier directory is skipped ([observed] `.kilocode/rules/a.md` is
// not sent next to `.kilo/rules/a.md`).
const RULE_DIRS = ['.kilo/rules', '.kilocode/rules'];
const md = (dir: string): RulesSpec => ({ dir, recursive: false, match: /\.md$/ });
const LEGACY = '.kilocoderules';
// [code] mode-specific rules of the built-in modes, all sent (`includeModeSpecific` defaults to true).
const MODES = ['code', 'architect', 'ask', 'debug', 'orchestrator'];

/** [code discoverRules(projectDir)] projectDir is the working directory ([observed] cwd `pkg`). */
function rules(view: Parameters<Profile['startup']>[0]['view'], cwd: string): Candidate[] {
  const out: Candidate[] = [];
  const group = (dirs: string[]): void => {
    const names = new Set<string>();
    for (const d of dirs) {
      for (const p of listRules(view, cwd, md(d))) {
        const name = p.slice(p.lastIndexOf('/') + 1);
        if (names.has(name)) continue;
        names.add(name);
        out.push({ path: p, reason: 'startup', label: 'rule' });
      }
    }
  };
  const legacy = (name: string): void => {
    const p = joinPath(cwd, name);
    if (isHit(view, p)) out.push({ path: p, reason: 'startup', label: 'rule' });
  };
  group(RULE_DIRS);
  legacy(LEGACY);
  for (const mode of MODES) {
    group(['.kilo', '.kilocode'].map((d) => `${d}/rules-${mode}`));
    legacy(`${LEGACY}-${mode}`);
  }
  return out;
}

// [observed 7.7.7, explorer cases 81A27C, B84E61, fixtures/oracle/nogit] without a .git the working
// directory only (OpenCode 1.18.33 walks up to the root there; Kilo does not)
const KILO_WALK: Profile['walk'] = { noMarker: 'cwd-only', aboveRoot: opencode.walk.aboveRoot };
/** OpenCode's loader, walking as Kilo does (its methods read `this.walk`). */
const AS_OPENCODE: Profile = { ...opencode, walk: KILO_WALK };

export const kiloCode: Profile = {
  id: 'kilo-code',
  name: 'Kilo Code CLI',
  verified: { method: 'execution', version: '7.7.7' },
  // [observed] as OpenCode: cwd → git root for AGENTS.md / CLAUDE.md; rules from cwd only.
  // A session in a directory without files of its own does not start with its parent's (cwd-only reading).
  positional: true,
  walk: KILO_WALK,
  scope: 'git root → cwd for AGENTS.md / CLAUDE.md (cwd only without git); rules from cwd only',
  outsideView: [
    'global ~/.config/kilo/AGENTS.md (else ~/.claude/CLAUDE.md), ~/.kilo/rules and ~/.kilocode/rules, sent before the project files',
    'without .git: an AGENTS.md in a directory above the analysed tree switches CLAUDE.md off',
    '`instructions` in the user config (~/.config/kilo/kilo.json(c), opencode.json(c)); URLs, absolute and home paths, and paths leaving the tree',
  ],
  // [code 7.7.7, observed fixtures x-kilo-code-S10-files, -dirs] the settings files of every directory
  // from cwd up to the root apply, their `instructions` joined (engine/settings.ts kiloSettings):
  // every directory's kilo.json(c) first
  settingsLayered: 'always',
  settingsConcat: ['instructions'],
  // then every directory's opencode.json(c), root first; then .kilocode/ and .kilo/, nearest first
  settingsLater: ['root-first', 'nearest-first'],
  knobs: ['instructions'],
  names: (opts) => [...opencode.names(opts), LEGACY],
  // settings files, and the first segment of each `instructions` path or glob, as OpenCode's
  entries: (o) => ['kilo.json', 'kilo.jsonc', 'opencode.json', 'opencode.jsonc', ...instructionEntries(o)],
  rulesDirs: [
    ...RULE_DIRS.map((dir) => ({ dir, deep: false, file: /\.md$/ })),
    ...MODES.flatMap((m) => ['.kilo', '.kilocode'].map((d) => ({ dir: `${d}/rules-${m}`, deep: false, file: /\.md$/ }))),
  ],
  ownFiles: ['.kilo/rules', '.kilocode/rules', LEGACY],
  // [observed 7.7.7] OpenCode's files (AGENTS.md of every directory cwd → root, nearest first; CLAUDE.md
  // only when no AGENTS.md is in the chain), then the rules, in discovery order, then the configured
  // `instructions` as OpenCode finds them ([observed 7.7.7, fixture x-kilo-code-S10-rules] the rules
  // join the instructions in front), each file once.
  // Not modelled: `{file:…}` in an instruction file is replaced by that file's text, and a `{env:…}`
  // reference makes the whole file fail to load (it is then not sent).
  startup(ctx, cwd) {
    const dirs = chain(ctx.view, KILO_WALK, cwd).reverse();
    // [observed 7.7.7, fixtures x-kilo-code-S10-nogit-*, x-claude-code-3ABEE9-s2] which name is read is
    // decided over OpenCode's walk (without .git: cwd and its parents), the files read only from Kilo's
    // (cwd): an AGENTS.md above cwd switches cwd's CLAUDE.md off, and is not sent itself
    const wide = chain(ctx.view, opencode.walk, cwd).reverse();
    const agents = agentsFiles(ctx, wide).filter((c) => dirs.includes(parentDir(c.path)));
    const out = [...agents, ...rules(ctx.view, cwd)];
    return [...out, ...instructionFiles(ctx, dirs, new Set(out.map((c) => c.path)))];
  },
  // as OpenCode's: the order of several files one glob finds in one directory
  caveats: opencode.caveats,
  // [code Instruction.resolve] as OpenCode: after a read, the first instruction file of each directory
  // from the file's up to cwd (excl.), not yet loaded; [observed 7.7.7, fixture x-kilo-code-S10-touch-link
  // and x-claude-code-6346CF-s2, -725EC9-hook, x-copilot-105ADD-outside] unlike OpenCode 1.18.33, of the
  // file's real path: through a/b/c -> ../../lib/c, lib/c/ and lib/, and nothing when that lies outside cwd
  touch(ctx, cwd, target, loaded) {
    const real = resolvePath(ctx.view, target);
    return opencode.touch?.call(AS_OPENCODE, ctx, cwd, real.ok ? real.path : target, loaded) ?? [];
  },
  keep: opencode.keep,
  // [observed] `Instructions from: <abs>\n<content>` per file, as OpenCode; rule files keep their frontmatter.
  renderStartup: (files, env) => opencode.renderStartup(files, env),
  renderTouch: (files, env) => opencode.renderTouch(files, env),
};
