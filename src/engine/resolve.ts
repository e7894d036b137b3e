// The engine: for a tool and a vantage (working directory, files touched), the ordered layers the
// tool loads and the text it sends. Start-up stacks are memoised per (tool, directory), what a touch
// adds per (tool, cwd, target directory, matching rules), and stacks by the files they hold, so
// thousands of targets in one directory cost one resolution. Texts are rendered on first access:
// grouping and budgets need only the layers.
import { checkDeadline, setProgress } from '../deadline.js';
import { dedupeFindings, findingKey } from '../findings.js';
import { cached } from '../memo.js';
import { defaultTools, getProfile, TOOL_IDS } from '../profiles/index.js';
import type { BudgetResult, Candidate, Profile, ProfileContext, RenderEnv, RenderedFile } from '../profiles/profile.js';
import { resolvePath } from '../repo/links.js';
import { ancestorsRootFirst, parentDir, type RepoView } from '../repo/view.js';
import type { EngineOptions, Finding, Stack, ToolId, ToolOptions } from '../types.js';
import { expand } from './imports.js';
import { ANY_ENTRY, entryNames, isUnder, spellings, touchedDir, type ConditionalRule } from '../profiles/walk.js';
import { cwdTracked, newStartup, sessionEnv, type Startup } from './render.js';
import { mayHoldSettings, readCwdSettings, readRepoSettings, type RepoSettings } from './settings.js';
import { ResolvedStack, type StackDetail } from './stack.js';
import { listSubagents, memoryLayer } from './subagents.js';

/** A session of one tool in one directory: its answers, each worked out once (see `Resolver.session`). */
interface Session {
  readonly dir: string;
  /** The session one directory up. */
  up?: Session;
  env?: RenderEnv;
  startup?: Startup;
  /** Its start-up stack (no touch). */
  stack?: ResolvedStack;
  /** The start-up is the parent directory's (`inheritsStartup`). */
  inherits?: boolean;
  /** The directory holds nothing for the tool (`holdsNothing`). */
  empty?: boolean;
  /** The start-up candidates it loaded, when it did not inherit its parent's (see `resumable`). */
  loaded?: Loaded;
  /** What its start-up stack was made from: the start-up and options (see `inheritedStack`). */
  madeFrom?: Startup;
  madeWith?: ToolOptions;
  /**
   * For a session at the root touching a file in this directory: the directory the touch is keyed
   * by (`contributingDir`), or null when the file shares no resolution (a dot-entry on the way).
   */
  rootTouch?: string | null;
  /**
   * Its start-up stack is a directory's above, moved here (`ResolvedStack.movedTo`): the same files
   * and start-up lists, and a text that does not name the cwd (see `inheritedStack`).
   */
  moved?: boolean;
}

/** Start-up candidates loaded (see `loadedAtStart`), before the budget. */
interface Loaded {
  kept: RenderedFile[];
  findings: Finding[];
  external: string[];
  /**
   * For a profile gating imports on cwd: the directory it was expanded for, and the import targets
   * the gate was asked about there (see `gateOpen`).
   */
  at: string;
  asked: readonly string[];
  /**
   * What a longer candidate list naming these first resumes from (see `resumable`): the options,
   * the candidates' key and number, the expansion before `keep` and the real paths it sent.
   */
  opts: ToolOptions;
  key: string | undefined;
  count: number;
  files: RenderedFile[];
  /** (a list: thousands are kept, each a set only while it is expanded from) */
  seen: readonly string[];
}

interface Touched {
  files: RenderedFile[];
  findings: Finding[];
  external: string[];
}

export interface ExplainOptions {
  tools?: ToolId[];
  /** Extra working directories (package roots): a session there touching each target under it. */
  extraCwds?: string[];
  /** Which default vantages to report (both by default). */
  vantages?: ('root' | 'local')[];
  /**
   * A stack known to be this slot's without resolving it (the head's, for a base slot nothing the
   * pull request changes can reach: analysis/base-reuse.ts); undefined to resolve it here. Grouping
   * is the same either way: a reused stack has the layers and text the resolution would give.
   */
  reuse?: (tool: ToolId, vantage: Stack['vantage'], cwd: string, target: string) => StackDetail | undefined;
  /** Told each slot's stack as it is found (what `reuse` on the other tree of a pull request looks up). */
  onSlot?: (tool: ToolId, vantage: Stack['vantage'], cwd: string, target: string, stack: StackDetail) => void;
}

export class Resolver {
  // Per tool, then per directory: no key strings to build on the hot path.
  private readonly sessions = new Map<ToolId, Map<string, Session>>();
  private readonly stacks = new Map<string, ResolvedStack>();
  private readonly touches = new Map<string, Touched>();
  private readonly rules = new Map<ToolId, Map<string, ConditionalRule[]>>();
  /** One copy of each distinct rendered text (start-up blocks, touch parts). */
  private readonly texts = new Map<string, string>();

  private readonly repoSettings: RepoSettings;

  constructor(
    readonly view: RepoView,
    readonly options: EngineOptions = {},
  ) {
    this.repoSettings = options.repoSettings === false ? { tools: {}, applied: {}, findings: [] } : readRepoSettings(view);
  }

  /** Settings from the repository, overridden key by key by our own configuration. */
  private readonly optionsByTool = new Map<ToolId, ToolOptions>();

  toolOptions(tool: ToolId): ToolOptions {
    let o = this.optionsByTool.get(tool);
    if (!o) {
      const repo = this.settingsApply(tool) ? this.joinLater(tool, { ...this.repoSettings.tools[tool] }, ['']) : {};
      this.optionsByTool.set(tool, (o = { ...repo, ...this.options.tools?.[tool] }));
    }
    return o;
  }

  /**
   * The options of a session in `cwd`: a tool that reads the settings file from its working directory
   * (`settingsAtCwd`) has, below the root, that directory's settings (if any) under our configuration.
   */
  private optionsAt(tool: ToolId, cwd: string): ToolOptions {
    const layer = this.settingsLayer(tool, cwd);
    if (layer !== undefined) return this.layeredSettings(tool, layer).opts;
    if (!this.settingsFromCwd(tool, cwd)) return this.toolOptions(tool);
    // One object per (tool, cwd): what profiles and expansions memoise by options sees the same one.
    return cached(perTool(this.cwdOptions, tool), cwd, () => {
      const apply = this.settingsApply(tool);
      const own = apply ? this.settingsIn(cwd).tools[tool] : undefined;
      // No settings here and none at the root: the root's options, key for key, so the root's object
      // (and what was worked out under it, e.g. startupCandidates) serves.
      if (isEmpty(own) && isEmpty(apply ? this.repoSettings.tools[tool] : undefined)) return this.toolOptions(tool);
      return { ...own, ...this.options.tools?.[tool] };
    });
  }

  private readonly cwdOptions = new Map<ToolId, Map<string, ToolOptions>>();
  private readonly layers = new Map<ToolId, Map<string, string | null>>();
  private readonly layered = new Map<ToolId, Map<string, { opts: ToolOptions; applied: string[] }>>();

  /**
   * For a tool reading the settings file of every directory from the root down to cwd
   * (`settingsLayered`): the directory nearest cwd, below the root, holding one it applies, or
   * undefined (the root's settings alone, as for every other tool).
   */
  private settingsLayer(tool: ToolId, cwd: string): string | undefined {
    const layered = getProfile(tool).settingsLayered;
    if (cwd === '' || !layered || (layered === 'with-git' && !this.view.hasGitMarker) || !this.settingsApply(tool)) return undefined;
    const found = cached(perTool(this.layers, tool), cwd, () => {
      for (let d = cwd; d !== ''; d = parentDir(d)) if ((this.settingsIn(d).applied[tool]?.length ?? 0) > 0) return d;
      return null;
    });
    return found ?? undefined;
  }

  /**
   * The settings a session below `layer` applies: the root's, then each deeper directory's key by key
   * (the lists of `settingsConcat` keys joined), under our configuration, and what they said, root
   * first. One record (and options object) per layer.
   */
  private layeredSettings(tool: ToolId, layer: string): { opts: ToolOptions; applied: string[] } {
    return cached(perTool(this.layered, tool), layer, () => {
      const merged: ToolOptions = { ...this.repoSettings.tools[tool] };
      const applied = [...(this.repoSettings.applied[tool] ?? [])];
      const concat = getProfile(tool).settingsConcat ?? [];
      for (const d of ancestorsRootFirst(layer)) {
        const here = d === '' ? undefined : this.settingsIn(d);
        const own = here?.tools[tool];
        if (!own || !here.applied[tool]?.length) continue;
        const joined = Object.fromEntries(concat.flatMap((k) => joinLists(merged[k], own[k], k)));
        Object.assign(merged, own, joined);
        applied.push(...here.applied[tool]);
      }
      // then what applies after every directory's own files (RepoSettings.later), phase by phase
      return { opts: { ...this.joinLater(tool, merged, ancestorsRootFirst(layer)), ...this.options.tools?.[tool] }, applied };
    });
  }

  /**
   * `opts` (modified) with the `later` settings (RepoSettings.later) of the directories `chain` (root
   * first) joined on, phase by phase in the order the profile's `settingsLater` gives: their
   * `settingsConcat` lists added, each entry once.
   */
  private joinLater(tool: ToolId, opts: ToolOptions, chain: readonly string[]): ToolOptions {
    const p = getProfile(tool);
    const layers = chain.map((d) => (d === '' ? this.repoSettings : this.settingsIn(d)).later?.[tool]);
    for (const [i, order] of (p.settingsLater ?? []).entries()) {
      for (const l of order === 'nearest-first' ? [...layers].reverse() : layers) {
        const more = l?.[i];
        if (!more) continue;
        for (const k of p.settingsConcat ?? []) {
          const [joined] = joinLists(opts[k] ?? [], more[k], k);
          if (joined) Object.assign(opts, { [k]: joined[1] });
        }
      }
    }
    return opts;
  }

  /**
   * A session below the root of a tool that reads its project settings from its working directory,
   * always (`settingsAtCwd`) or as its project root without .git (`noMarkerProjectRoot`).
   */
  private settingsFromCwd(tool: ToolId, cwd: string): boolean {
    if (cwd === '') return false;
    const p = getProfile(tool);
    return p.settingsAtCwd === true || (!this.view.hasGitMarker && p.walk.noMarkerProjectRoot === 'cwd');
  }

  private readonly cwdSettings = new Map<string, RepoSettings>();

  /** The settings files in directory `dir` (not the root) that tools read there (`readCwdSettings`); memoised. */
  private settingsIn(dir: string): RepoSettings {
    let s = this.cwdSettings.get(dir);
    if (!s) {
      // only a directory with a dot-entry (`.gemini/`, `.qwen/`, `.claude/`) or opencode.json can hold one
      const kids = this.options.repoSettings === false ? undefined : this.view.children(dir);
      s = kids && mayHoldSettings(kids) ? readCwdSettings(this.view, dir) : NO_SETTINGS;
      this.cwdSettings.set(dir, s);
    }
    return s;
  }

  /** Whether a session of `tool` in `dir` applies settings of the repository (the root's, or its own). */
  private hasSettingsAt(tool: ToolId, dir: string): boolean {
    if (this.settingsLayer(tool, dir) !== undefined) return true;
    return ((this.settingsFromCwd(tool, dir) ? this.settingsIn(dir) : this.repoSettings).applied[tool]?.length ?? 0) > 0;
  }

  /** A tool that applies repository settings only in a trusted project: unless our config says it is not. */
  private settingsApply(tool: ToolId): boolean {
    return !getProfile(tool).settingsNeedTrust || this.options.tools?.[tool]?.trusted !== false;
  }

  /** The repository settings the tool applies in a session at `cwd`, in words (none when it does not trust the project). */
  private appliedSettings(tool: ToolId, cwd: string): string[] {
    const layer = this.settingsLayer(tool, cwd);
    if (layer !== undefined) return this.layeredSettings(tool, layer).applied;
    const s = this.settingsFromCwd(tool, cwd) ? this.settingsIn(cwd) : this.repoSettings;
    // one frozen empty list where none apply: every stack keeps this list
    return this.settingsApply(tool) ? (s.applied[tool] ?? NO_PATHS) : NO_PATHS;
  }

  private readonly assumesByTool = new Map<ToolId, string[]>();

  /** State outside the repository the answer for `tool` depends on, stated with the knob that chooses it. */
  assumptions(tool: ToolId): string[] {
    let a = this.assumesByTool.get(tool);
    if (a) return a;
    a = [];
    const p = getProfile(tool);
    const applied = this.repoSettings.applied[tool] ?? [];
    if (p.settingsNeedTrust && applied.length > 0) {
      const files = [...new Set(applied.map((s) => s.split(' ')[0] ?? s))].join(', ');
      a.push(
        this.settingsApply(tool)
          ? `${p.name} trusts this project, so it applies ${files} (if it does not: tools-options ${tool} trusted: false)`
          : `${p.name} does not trust this project (tools-options ${tool} trusted: false), so it ignores ${files}`,
      );
    }
    this.assumesByTool.set(tool, a);
    return a;
  }

  /**
   * Problems found in the tool settings files the tools read in `dir` ('' the root: the repository's
   * own, `readRepoSettings`; below it `readCwdSettings`), e.g. one a tool cannot parse.
   */
  settingsFindingsIn(dir: string): readonly Finding[] {
    return dir === '' ? this.repoSettings.findings : this.settingsIn(dir).findings;
  }

  /** The options a session of `tool` in `cwd` runs with (repository settings, its own, ours on top). */
  sessionOptions(tool: ToolId, cwd: string): ToolOptions {
    return this.optionsAt(tool, cwd);
  }

  private ctx(p: Profile, cwd: string): ProfileContext {
    return { view: this.view, opts: this.optionsAt(p.id, cwd) };
  }

  /**
   * What is known of a session of one tool in one directory, found with one look-up: a session's
   * resolution asks for its env, start-up and inheritance, and its parent directory's, several
   * times each; one map per kind of answer cost a look-up by the directory's name for each.
   */
  private session(tool: ToolId, dir: string): Session {
    const m = perTool(this.sessions, tool);
    let s = m.get(dir);
    // every field from the start, in one order: one hidden class for all records (see `newStartup`)
    if (!s) m.set(dir, (s = { dir, up: undefined, env: undefined, startup: undefined, stack: undefined, inherits: undefined, empty: undefined, loaded: undefined, madeFrom: undefined, madeWith: undefined, rootTouch: undefined, moved: undefined }));
    return s;
  }

  /** The session one directory up (not asked of the root's). */
  private up(tool: ToolId, s: Session): Session {
    return (s.up ??= this.session(tool, parentDir(s.dir)));
  }

  private env(p: Profile, cwd: string): RenderEnv {
    return this.envOf(p, this.session(p.id, cwd));
  }

  private envOf(p: Profile, s: Session): RenderEnv {
    return (s.env ??= sessionEnv(this.view.absRoot, s.dir, this.optionsAt(p.id, s.dir)));
  }

  private startup(p: Profile, cwd: string): Startup {
    return this.startupOf(p, this.session(p.id, cwd));
  }

  private startupOf(p: Profile, at: Session): Startup {
    if (at.startup) return at.startup;
    const cwd = at.dir;
    if (this.inherits(p, at)) {
      // Same files as the parent's session; its own text cache, since framing may name the cwd.
      const up = this.up(p.id, at);
      const parent = this.startupOf(p, up);
      const s = newStartup(parent.files, parent.budget, parent.findings, parent.external, undefined, { startup: parent, env: this.envOf(p, up) });
      at.startup = s;
      return s;
    }
    const ctx = this.ctx(p, cwd);
    const env = this.envOf(p, at);
    const candidates = p.startup(ctx, cwd);
    const loaded = this.loadedAtStart(p, candidates, ctx.opts, at);
    at.loaded = loaded;
    const { kept, findings, external } = loaded;
    // Another directory's session loaded the same candidates (the one `Loaded`, so the same options
    // and root): the budget, a function of the files and the env, gives what it gave there unless it
    // read the cwd. Its files, and so its layers and render (see `ownerOf`), are this one's.
    const same = this.budgetedFrom.get(loaded);
    if (same && same.env.opts === env.opts && same.env.absRoot === env.absRoot) {
      const s = newStartup(same.startup.files, same.startup.budget, findings, external, candidates, same);
      at.startup = s;
      return s;
    }
    // Rendered files are shared between sessions: a budget works on copies, kept only where it cut.
    let files = kept;
    let budget = NO_BUDGET;
    let cwdRead = false;
    if (p.budget) {
      const copies = kept.map((f) => ({ ...f }));
      const run = cwdTracked(() => (p.budget as NonNullable<Profile['budget']>)(copies, env, (fs) => p.renderStartup(fs, env)));
      budget = run.value;
      cwdRead = run.cwdRead;
      files = copies.map((c, i) => (c.truncated || c.omitted ? c : (kept[i] as RenderedFile)));
    }
    const s = newStartup(files, budget, findings, external, candidates, undefined);
    if (!cwdRead) this.budgetedFrom.set(loaded, { startup: s, env });
    at.startup = s;
    return s;
  }

  /** The first session that budgeted each loaded candidate list without reading its cwd (see `startup`). */
  private readonly budgetedFrom = new WeakMap<Loaded, { startup: Startup; env: RenderEnv }>();

  private readonly loadedFor = new Map<ToolId, WeakMap<ToolOptions, Map<string, Loaded>>>();

  /**
   * The start-up candidates expanded and passed through the profile's `keep`: a function of the
   * candidates and the options alone (the view is the resolver's), except where imports are gated on
   * the session's directory. So sessions naming the same files in the same order (a directory holding
   * nothing for a tool whose order depends on cwd, `positional`) expand them once.
   */
  private loadedAtStart(p: Profile, candidates: readonly Candidate[], opts: ToolOptions, session: Session): Loaded {
    const cwd = session.dir;
    const gated = p.imports?.outsideCwdNeedsApproval === true;
    const key = candidatesKey(candidates);
    const load = (from: Loaded | undefined): Loaded => {
      // Expansion is a left fold over the candidates (each loaded with the real paths sent before
      // it): from a prefix's end state, the rest expands as it would after the prefix.
      const seen = from ? new Set(from.seen) : new Set<string>();
      const ex = expand(this.view, p, (from ? candidates.slice(from.count) : candidates) as Candidate[], seen, this.view.absRoot, opts, cwd);
      const files = !from ? ex.files : ex.files.length === 0 ? from.files : [...from.files, ...ex.files];
      const found = !from ? ex.findings : [...from.findings, ...ex.findings];
      // the gate lists each outside import once: the rest's after the prefix's, repeats left out
      const external = !from || from.external.length === 0 ? ex.external : ex.external.length === 0 ? from.external : [...new Set([...from.external, ...ex.external])];
      return {
        kept: p.keep ? p.keep(files) : files,
        // the first finding of each key, as `dedupeFindings` over the whole expansion keeps
        findings: found.length === 0 ? NO_FINDINGS : from && ex.findings.length === 0 ? from.findings : dedupeFindings(found),
        external: external.length === 0 ? NO_PATHS : external,
        at: cwd,
        // at the root no gate is asked: every import that reached it loaded
        asked: !gated ? NO_PATHS : cwd === '' ? importPaths(files) : from ? [...from.asked, ...ex.asked] : ex.asked,
        opts,
        key,
        count: candidates.length,
        files,
        seen: [...seen],
      };
    };
    let byOpts = this.loadedFor.get(p.id);
    if (!byOpts) this.loadedFor.set(p.id, (byOpts = new WeakMap()));
    let byCands = byOpts.get(opts);
    if (!byCands) byOpts.set(opts, (byCands = new Map()));
    if (key === undefined) return load(undefined);
    const hit = byCands.get(key);
    if (hit && (!gated || gateOpen(hit, cwd))) return hit;
    const fresh = load(this.resumable(p, session, key, opts, gated));
    if (!hit) byCands.set(key, fresh);
    return fresh;
  }

  /**
   * The candidates loaded by the nearest ancestor session whose list (under the same options) is
   * the start of this one's, for this session to expand only the rest (tools walking root → cwd
   * name a directory's files after its parent's). Where imports are gated on cwd, only one whose
   * gate answers every import it was asked about as this cwd would (see `gateOpen`): then the
   * prefix expands here step for step as it did there.
   */
  private resumable(p: Profile, session: Session, key: string, opts: ToolOptions, gated: boolean): Loaded | undefined {
    for (let u = session; u.dir !== ''; ) {
      u = this.up(p.id, u);
      const l = u.loaded;
      if (!l || l.opts !== opts || l.key === undefined || l.count === 0 || key.length <= l.key.length) continue;
      // keys join four fields per candidate, none holding the separator: a prefix ending at a separator is a prefix of the list
      if (key.charCodeAt(l.key.length) === 0 && key.startsWith(l.key) && (!gated || gateOpen(l, session.dir))) return l;
    }
    return undefined;
  }

  /**
   * The repository files a start-up session of `tool` in `cwd` imports from outside the working
   * directory (the profile's `outsideCwdNeedsApproval`): loaded only once the user approved such
   * imports (the `externalImports` knob), which the session's stack states in `assumes`.
   */
  importsOutsideCwd(tool: ToolId, cwd: string): readonly string[] {
    return this.startup(getProfile(tool), cwd).external;
  }

  private readonly candidatePaths = new Map<ToolId, Map<string, ReadonlySet<string>>>();

  /**
   * Paths the profile names at start for a session in `cwd` (before imports and `keep`) under the
   * tool's options with the repository's settings (`toolOptions`), as the checks ask. The start-up
   * resolution's own answer when it ran with those options, so it is not worked out twice.
   */
  startupCandidates(tool: ToolId, cwd: string): ReadonlySet<string> {
    const byDir = perTool(this.candidatePaths, tool);
    let set = byDir.get(cwd);
    if (set) return set;
    const p = getProfile(tool);
    const opts = this.toolOptions(tool);
    const own = this.optionsAt(tool, cwd) === opts ? this.startup(p, cwd).candidates : undefined;
    set = new Set((own ?? p.startup({ view: this.view, opts }, cwd)).map((c) => c.path));
    byDir.set(cwd, set);
    return set;
  }

  private readonly lowerNames = new Map<ToolId, string[]>();

  /**
   * A directory holding nothing the tool could read (none of its names in any case, no dot-entry
   * such as `.claude/`) adds nothing to the walk, so a session there starts with its parent's files.
   * Not for tools whose order depends on where cwd sits (`positional`), nor for cwd-only walks.
   */
  private inherits(p: Profile, s: Session): boolean {
    return (s.inherits ??= this.inheritsStartup(p, s));
  }

  private inheritsStartup(p: Profile, s: Session): boolean {
    const cwd = s.dir;
    if (cwd === '' || p.positional || (!this.view.hasGitMarker && (p.walk.noMarker === 'cwd-only' || p.walk.noMarkerProjectRoot === 'cwd'))) return false;
    if (!this.holdsNothing(p, cwd, this.optionsAt(p.id, cwd))) return false;
    const up = this.up(p.id, s);
    // a tool reading its settings from cwd: the parent's session had settings this one does not
    if (p.settingsAtCwd && this.hasSettingsAt(p.id, up.dir)) return false;
    // imports gated on cwd (and Claude Code's linked .claude/rules, read only when the link's target is
    // inside cwd): the parent's answer holds only if every import and linked file it loaded is inside cwd too
    if (p.imports?.outsideCwdNeedsApproval) return this.startupOf(p, up).files.every((f) => (f.reason !== 'import' || isUnder(cwd, f.path)) && (f.path === f.realPath || isUnder(cwd, f.realPath)));
    return true;
  }

  /**
   * The directory whose start-up files a session of `tool` in `cwd` loads: `cwd` itself, or the
   * nearest ancestor it inherits them from (see `inheritsStartup`). Sessions there load the same
   * files, so what depends only on those files is worked out once per such directory.
   */
  startupDir(tool: ToolId, cwd: string): string {
    const p = getProfile(tool);
    let s = this.session(tool, cwd);
    while (this.inherits(p, s)) s = this.up(tool, s);
    return s.dir;
  }

  /**
   * `dir` holds none of the tool's names (in any case) and no dot-entry such as `.claude/`: the names
   * under `opts`, a session's options (default the root's). Under the root's it depends only on the
   * directory: scanned once per (tool, directory), not once per target below it.
   */
  private holdsNothing(p: Profile, dir: string, opts?: ToolOptions): boolean {
    // Under other options than the root's (a tool reading settings in its working directory, with
    // settings at the root or there): their names, asked of the directory itself. [observed Qwen
    // Code 0.24.4, explorer seed 4: DEA5D9] the root's context.fileName does not make a/b/QWEN.md
    // nothing for a session there.
    if (opts !== undefined && opts !== this.toolOptions(p.id)) {
      const kids = this.view.children(dir);
      const names = this.namesUnder(p, opts);
      if (names.has(ANY_ENTRY)) return kids !== undefined && kids.size === 0;
      return kids !== undefined && !hasDotEntry(kids) && spellings(kids, names).size === 0;
    }
    const at = this.session(p.id, dir);
    if (at.empty !== undefined) return at.empty;
    let names = this.lowerNames.get(p.id);
    if (!names) {
      names = [...entryNames(p, this.toolOptions(p.id))];
      this.lowerNames.set(p.id, names);
    }
    const held = this.namesHeld(dir);
    const empty = names.includes(ANY_ENTRY)
      ? this.view.children(dir)?.size === 0
      : held !== undefined && held !== DOT_ENTRY && !names.some((n) => held.has(n));
    at.empty = empty;
    return empty;
  }

  private readonly optionNames = new WeakMap<ToolOptions, ReadonlySet<string>>();

  /** The tool's entry names (lower case) under options other than the root's; one set per options object. */
  private namesUnder(p: Profile, opts: ToolOptions): ReadonlySet<string> {
    return cached(this.optionNames, opts, () => entryNames(p, opts));
  }

  private readonly heldNames = new Map<string, ReadonlySet<string> | typeof DOT_ENTRY | undefined>();
  private anyToolNames: ReadonlySet<string> | undefined;

  /**
   * The names in `dir` that are one of any tool's (`entryNames`), lower-cased, or DOT_ENTRY when one
   * starts with a dot (undefined: no such directory): what `holdsNothing` asks of a directory,
   * worked out once for every tool, keeping only those names.
   */
  private namesHeld(dir: string): ReadonlySet<string> | typeof DOT_ENTRY | undefined {
    if (this.heldNames.has(dir)) return this.heldNames.get(dir);
    this.anyToolNames ??= new Set(TOOL_IDS.flatMap((t) => [...entryNames(getProfile(t), this.toolOptions(t))]));
    const kids = this.view.children(dir);
    const held = kids === undefined ? undefined : hasDotEntry(kids) ? DOT_ENTRY : heldSet(spellings(kids, this.anyToolNames));
    this.heldNames.set(dir, held);
    return held;
  }

  /** What reading `target` adds to a session whose loaded files are `loaded`. */
  private touchOnce(p: Profile, cwd: string, target: string, loaded: Set<string>, memoKey?: string): Touched {
    if (memoKey !== undefined) {
      const hit = this.touches.get(memoKey);
      if (hit) return hit;
    }
    const ctx = this.ctx(p, cwd);
    const cands: Candidate[] = p.touch ? p.touch(ctx, cwd, target, loaded) : [];
    if (cands.length === 0) {
      if (memoKey !== undefined) this.touches.set(memoKey, NOTHING);
      return NOTHING;
    }
    const ex = expand(this.view, p, cands, new Set(loaded), this.view.absRoot, ctx.opts, cwd);
    const kept = p.keep ? p.keep(ex.files) : ex.files;
    const files = p.budgetTouch ? kept.map((f) => ({ ...f })) : kept;
    p.budgetTouch?.(files, this.env(p, cwd));
    const r: Touched = { files, findings: ex.findings, external: ex.external.length === 0 ? NO_PATHS : ex.external };
    if (memoKey !== undefined) this.touches.set(memoKey, r);
    return r;
  }

  /** Stacks of one-touch sessions per (tool, cwd, touchKey): the key decides the whole result. */
  private readonly oneTouch = new Map<ToolId, Map<string, Map<string, ResolvedStack>>>();

  /** One vantage: a session of `tool` started in `cwd` that then reads the `touch` files in order. */
  stack(tool: ToolId, cwd: string, touch: string[] = []): StackDetail {
    const p = getProfile(tool);
    if (touch.length === 0 || !p.touch) {
      // No touch (or a tool that adds nothing on one): the session's start-up stack, made once.
      const at = this.session(tool, cwd);
      return at.stack ?? this.inheritedStack(p, at) ?? this.resolveStack(p, cwd, NO_PATHS);
    }
    if (touch.length > 1) return this.resolveStack(p, cwd, touch);
    // One touch (every root vantage): what it adds is memoised by touchKey (see touchOnce), and the
    // stack follows from that and the start-up files, so the stack itself is kept under the key.
    const byCwd = perTool(this.oneTouch, tool);
    let m = byCwd.get(cwd);
    if (!m) byCwd.set(cwd, (m = new Map<string, ResolvedStack>()));
    const k = this.touchKey(p, cwd, touch[0] as string);
    let s = m.get(k);
    if (!s) m.set(k, (s = this.resolveStack(p, cwd, touch, k)));
    return s;
  }

  /**
   * The start-up stack of a session inheriting its parent directory's files (`inheritsStartup`),
   * made from what the parent's was made from: its findings, settings and assumptions are functions
   * of the files, their findings and external imports (all the parent's, the same arrays), the
   * options and the settings applied, so where those two are the parent's too, the parent's lists
   * are this one's (undefined otherwise: resolved in full). Most session directories of a large
   * tree hold nothing for a tool: each is then one start-up record and one stack object.
   */
  private inheritedStack(p: Profile, at: Session): ResolvedStack | undefined {
    if (at.dir === '' || !this.inherits(p, at)) return undefined;
    const up = this.up(p.id, at);
    const parentStack = up.stack ?? this.inheritedStack(p, up) ?? this.resolveStack(p, up.dir, NO_PATHS);
    // The parent's stack, when its lists are its start-up's (made from its own start-up, or itself
    // moved) and it renders without naming the cwd: this session, loading the same files under the
    // same options and settings, has that stack, moved here (the same render source).
    // No start-up record, env or render of its own (most session directories of a large tree).
    const startupLists = up.moved === true || (up.madeFrom !== undefined && up.madeFrom === up.startup);
    if (up.stack === parentStack && startupLists && this.optionsAt(p.id, at.dir) === up.madeWith && sameList(this.appliedSettings(p.id, at.dir), parentStack.settings) && parentStack.movable) {
      at.moved = true;
      at.madeWith = up.madeWith;
      return (at.stack = parentStack.movedTo(at.dir));
    }
    const st = this.startupOf(p, at);
    const made = up.stack === parentStack ? up.madeFrom : undefined;
    if (!made || st.parent?.startup !== made || made.files !== st.files) return undefined;
    const opts = this.optionsAt(p.id, at.dir);
    if (opts !== up.madeWith) return undefined;
    const settings = this.appliedSettings(p.id, at.dir);
    if (!sameList(settings, parentStack.settings)) return undefined;
    const s = new ResolvedStack({ profile: p, env: this.envOf(p, at), startup: st, added: NO_FILES, texts: this.texts }, parentStack.findings, parentStack.settings, parentStack.assumes);
    at.madeFrom = st;
    at.madeWith = opts;
    return (at.stack = s);
  }

  private resolveStack(p: Profile, cwd: string, touch: readonly string[], firstKey?: string): ResolvedStack {
    const tool = p.id;
    const st = this.startup(p, cwd);
    let loaded: Set<string> | undefined;
    let added: RenderedFile[] = NO_FILES;
    const touchFindings: Finding[] = [];
    let external = st.external;
    for (const t of touch) {
      if (!p.touch) break;
      // Only the first touch can be memoised: later ones depend on what earlier ones loaded.
      // (joined, not a template: a kept key is then one flat string, not a rope of its pieces)
      const memo = added.length === 0 ? [tool, cwd, firstKey !== undefined && t === touch[0] ? firstKey : this.touchKey(p, cwd, t)].join('\0') : undefined;
      const hit = memo !== undefined ? this.touches.get(memo) : undefined;
      loaded ??= hit ? undefined : new Set(st.files.map((f) => f.realPath));
      const r = hit ?? this.touchOnce(p, cwd, t, loaded as Set<string>, memo);
      if (r.files.length > 0) {
        loaded ??= new Set(st.files.map((f) => f.realPath));
        for (const f of r.files) loaded.add(f.realPath);
        added = added === NO_FILES ? [...r.files] : [...added, ...r.files];
      }
      for (const f of r.findings) touchFindings.push(f);
      if (r.external.length > 0) external = [...new Set([...external, ...r.external])];
    }
    const findings = touchFindings.length === 0 ? st.findings : dedupeFindings([...st.findings, ...touchFindings]);
    const outside = p.knobs.includes('outsideLinkTargets') && this.optionsAt(tool, cwd).outsideLinkTargets !== 'missing' ? outsideLinks(findings) : NO_PATHS;
    const caveats = p.caveats?.(added.length === 0 ? st.files : [...st.files, ...added]) ?? NO_PATHS;
    const extra = [
      ...(external.length === 0 ? [] : [externalImportsAssumption(p, external, this.optionsAt(tool, cwd).externalImports === true)]),
      ...(outside.length === 0 ? [] : [outsideLinksAssumption(p, outside)]),
      ...caveats,
    ];
    const assumes = extra.length === 0 ? this.assumptions(tool) : [...this.assumptions(tool), ...extra];
    const make = (): ResolvedStack => new ResolvedStack({ profile: p, env: this.env(p, cwd), startup: st, added, texts: this.texts }, findings, this.appliedSettings(tool, cwd), assumes);
    if (added.length === 0 && touchFindings.length === 0) {
      const at = this.session(tool, cwd);
      if (at.stack) return at.stack;
      // what `inheritedStack` takes it from: only a stack whose lists came from the start-up alone
      if (external === st.external) {
        at.madeFrom = st;
        at.madeWith = this.optionsAt(tool, cwd);
      }
      return (at.stack = make());
    }
    const key = [tool, cwd, added.map((f) => `${f.path}\u0001${f.reason}`).join('\0'), touchFindings.map(findingKey).join('\0'), external.join('\0')].join('\0');
    let s = this.stacks.get(key);
    if (!s) this.stacks.set(key, (s = make()));
    return s;
  }

  private readonly dirOfTarget = new Map<string, string>();
  private readonly linkedTargets = new Map<string, boolean>();

  /** Whether a link lies on `target`'s path (asked for every tool: memoised per target). */
  private throughLink(target: string): boolean {
    let linked = this.linkedTargets.get(target);
    if (linked === undefined) this.linkedTargets.set(target, (linked = resolvePath(this.view, target).links.length > 0));
    return linked;
  }

  /** The directory a target stands for: itself when it is a directory, else its parent. */
  private targetDir(target: string): string {
    let d = this.dirOfTarget.get(target);
    if (d === undefined) this.dirOfTarget.set(target, (d = touchedDir(this.view, target)));
    return d;
  }

  private readonly contributing = new Map<ToolId, Map<string, Map<string, string>>>();

  /** The nearest of `dir` and its ancestors below `cwd` that holds something for the tool (memoised per directory). */
  private contributingDir(p: Profile, cwd: string, dir: string): string {
    const byCwd = perTool(this.contributing, p.id);
    let memo = byCwd.get(cwd);
    if (!memo) byCwd.set(cwd, (memo = new Map<string, string>()));
    const hit = memo.get(dir);
    if (hit !== undefined) return hit;
    // Every directory passed on the way up has the same answer: each is memoised, and the walk
    // stops at the first one known (a package's leaf directories share their way up).
    const passed: string[] = [];
    let d = dir;
    let known: string | undefined;
    const opts = this.optionsAt(p.id, cwd);
    while (d !== cwd && d !== '' && isUnder(cwd, d) && this.holdsNothing(p, d, opts)) {
      passed.push(d);
      d = parentDir(d);
      if ((known = memo.get(d)) !== undefined) break;
    }
    const found = known ?? d;
    memo.set(dir, found);
    for (const x of passed) memo.set(x, found);
    return found;
  }

  private readonly dotBelow = new Map<string, Map<string, boolean>>();

  /** Whether `dir` or a directory above it, below `cwd`, holds a dot-entry (any tool's rules directory). */
  private dotEntryBelow(cwd: string, dir: string): boolean {
    let memo = this.dotBelow.get(cwd);
    if (!memo) this.dotBelow.set(cwd, (memo = new Map()));
    const hit = memo.get(dir);
    if (hit !== undefined) return hit;
    // up to the first answer known (or cwd), then each directory's answer on the way back: no recursion
    const todo: string[] = [];
    let d = dir;
    let v = false;
    for (;;) {
      const known = memo.get(d);
      if (known !== undefined) {
        v = known;
        break;
      }
      if (d === cwd || d === '' || !isUnder(cwd, d)) break;
      todo.push(d);
      if (this.namesHeld(d) === DOT_ENTRY) {
        v = true;
        break;
      }
      d = parentDir(d);
    }
    for (let i = todo.length - 1; i >= 0; i--) {
      const at = todo[i] as string;
      v ||= this.namesHeld(at) === DOT_ENTRY;
      memo.set(at, v);
    }
    return memo.get(dir) ?? v;
  }

  /**
   * Touching two files gives the same result when they sit in the same directory and match the
   * same conditional rules: the key that lets targets share one resolution.
   */
  private touchKey(p: Profile, cwd: string, target: string): string {
    if (!p.touch) return '';
    // A target reached through a link: a tool that follows it (Gemini walks the real path's
    // directories) reads another chain than its neighbours', so it shares no resolution with them.
    if (this.throughLink(target)) return `\u0001${target}`;
    const dir = cwd === '' ? this.rootTouchDir(p, this.targetDir(target)) : this.touchDir(p, cwd, target);
    if (dir === null) return `\u0001${target}`;
    if (!p.conditionalRules) return dir;
    const byCwd = perTool(this.rules, p.id);
    let rules = byCwd.get(cwd);
    if (!rules) byCwd.set(cwd, (rules = p.conditionalRules(this.ctx(p, cwd), cwd)));
    if (rules.length === 0) return `${dir}\0`;
    // joined, not `+=`: the key is kept, and one built piece by piece stays a rope of every piece
    const bits: string[] = [];
    for (const r of rules) bits.push(r.matches(target) ? '1' : '0');
    return [dir, bits.join('')].join('\0');
  }

  /**
   * The directory a touch of `target` by a session in `cwd` is keyed by, or null when the target
   * shares no resolution. Directories that hold nothing for the tool add nothing on a touch either:
   * key by the nearest one that does, so every leaf directory of a package shares one resolution
   * (not past directories that hold nothing by the root's names, when cwd's own settings name
   * others). Rules of directories below cwd (`.claude/rules` `paths:`, `.github/instructions`
   * `applyTo`) match the touched path itself, and `conditionalRules` names only cwd's: where a
   * directory on the way holds a dot-entry (or the target lies outside cwd), the target shares none.
   */
  private touchDir(p: Profile, cwd: string, target: string): string | null {
    const dir = this.settingsFromCwd(p.id, cwd) && this.hasSettingsAt(p.id, cwd) ? this.targetDir(target) : this.contributingDir(p, cwd, this.targetDir(target));
    return !isUnder(cwd, target) || this.dotEntryBelow(cwd, dir) ? null : dir;
  }

  /**
   * `touchDir` for a session at the root (every root vantage), a function of the touched directory
   * alone there (every path is under the root, and the root's settings name the root's names):
   * kept on the directory's session record, one look-up per target and tool.
   */
  private rootTouchDir(p: Profile, dir: string): string | null {
    const at = this.session(p.id, dir);
    if (at.rootTouch === undefined) {
      const d = this.contributingDir(p, '', dir);
      at.rootTouch = this.dotEntryBelow('', d) ? null : d;
    }
    return at.rootTouch;
  }

  /**
   * Claude Code subagents with a memory scope: the project stack of a session at the root plus the
   * part of the agent's committed MEMORY.md the tool keeps.
   */
  subagents(): Stack[] {
    const base = this.stack('claude-code', '', []);
    const out: Stack[] = [];
    for (const a of listSubagents(this.view)) {
      if (!a.memory) continue;
      const mem = a.memoryPath ? memoryLayer(this.view, a.memoryPath) : undefined;
      const memText = mem ? `\n\n<agent-memory name="${a.name}" path="${a.memoryPath}">\n${mem.kept}\n</agent-memory>` : '';
      const text = base.text + memText;
      const outside =
        a.memory === 'user'
          ? [`~/.claude/agent-memory/${a.name}/MEMORY.md (memory: user) is on each developer's machine`]
          : a.memoryPath
            ? []
            : [`${a.memory === 'local' ? '.claude/agent-memory-local' : '.claude/agent-memory'}/${a.name}/MEMORY.md does not exist yet: the agent starts with an empty memory`];
      out.push({
        tool: 'claude-code',
        agent: a.name,
        cwd: '',
        targets: [a.path],
        vantage: 'extra',
        layers: [...base.layers, ...(mem ? [mem.layer] : [])],
        totalBytes: Buffer.byteLength(text),
        budgetBytes: null,
        truncated: base.truncated || (mem?.layer.truncated ?? false),
        text,
        lines: text.split('\n').length,
        approxTokens: Math.ceil(Buffer.byteLength(text) / 4),
        outsideView: [...base.outsideView, ...outside],
        settings: base.settings,
        assumes: base.assumes,
        findings: base.findings,
      });
    }
    return out;
  }

  /** Default vantages for every target; targets whose stacks are the same share one entry. */
  explain(targets: string[], opts: ExplainOptions = {}): Stack[] {
    const tools = opts.tools ?? defaultTools(this.view);
    const vantages = opts.vantages ?? ['root', 'local'];
    // Stacks are shared objects: the same object (per vantage) means the same layers and text.
    type Group = { stack: ResolvedStack; vantage: Stack['vantage']; targets: string[] };
    // In order of their first target. Two stack objects share a group when they have the same
    // (vantage, tool, cwd, signature): looked up per vantage and tool, then by cwd (strings the
    // stacks hold, hashed once), holding one group until a second object arrives for that cwd, so
    // no key is joined and no signature built for a session directory with one stack (most of them).
    const groups: Group[] = [];
    type Slot = Group | Map<string, Group>;
    const byCwd: Record<Stack['vantage'], Map<ToolId, Map<string, Slot>>> = { root: new Map(), local: new Map(), extra: new Map() };
    // Most targets get a stack object seen before: its group by identity.
    const byObject: Record<Stack['vantage'], Map<ResolvedStack, Group>> = { root: new Map(), local: new Map(), extra: new Map() };
    const onSlot = opts.onSlot;
    const groupOf = (rs: ResolvedStack, vantage: Stack['vantage']): Group => {
      let m = byCwd[vantage].get(rs.tool);
      if (!m) byCwd[vantage].set(rs.tool, (m = new Map()));
      const slot = m.get(rs.cwd);
      const fresh = (): Group => {
        const g: Group = { stack: rs, vantage, targets: [] };
        groups.push(g);
        return g;
      };
      if (slot === undefined) {
        const g = fresh();
        m.set(rs.cwd, g);
        return g;
      }
      let bySig: Map<string, Group>;
      if (slot instanceof Map) bySig = slot;
      else {
        if (slot.stack.signature === rs.signature) return slot;
        m.set(rs.cwd, (bySig = new Map([[slot.stack.signature, slot]])));
      }
      let g = bySig.get(rs.signature);
      if (!g) bySig.set(rs.signature, (g = fresh()));
      return g;
    };
    const add = (s: StackDetail, vantage: Stack['vantage'], target: string): void => {
      const rs = s as ResolvedStack;
      onSlot?.(rs.tool, vantage, rs.cwd, target, rs);
      const known = byObject[vantage];
      let g = known.get(rs);
      if (!g) known.set(rs, (g = groupOf(rs, vantage)));
      g.targets.push(target);
    };
    const dirs = targets.map((t) => this.targetDir(t));
    const root = vantages.includes('root');
    const local = vantages.includes('local');
    const reuse = opts.reuse;
    let done = 0;
    const count = { shown: 0 };
    for (const tool of tools) {
      for (let i = 0; i < targets.length; i++) {
        const target = targets[i] as string;
        if ((done++ & 15) === 0) {
          if (count.shown === 0) setProgress(slotProgress(count, tools.length * targets.length));
          count.shown = done;
          checkDeadline();
        }
        const dir = dirs[i] as string;
        if (root) add(reuse?.(tool, 'root', '', target) ?? this.stack(tool, '', [target]), 'root', target);
        if (local) add(reuse?.(tool, 'local', dir, target) ?? this.stack(tool, dir, []), 'local', target);
        for (const cwd of opts.extraCwds ?? []) {
          if (cwd !== '' && isUnder(cwd, target)) add(reuse?.(tool, 'extra', cwd, target) ?? this.stack(tool, cwd, [target]), 'extra', target);
        }
      }
    }
    const order = new Map(tools.map((t, i) => [t, i]));
    // Each list copied to its length: one grown by `push` keeps room for 17 or more, ~150 bytes of
    // slack in each of the tens of thousands of one-target groups, alive for the rest of the run.
    return groups
      .map((g) => g.stack.as(g.vantage, g.targets.slice()))
      .sort((a, b) => (order.get(a.tool) ?? 0) - (order.get(b.tool) ?? 0));
  }
}

/**
 * Whether an expansion is what a session in `cwd` expands too, where imports outside cwd need the
 * user's approval (Claude Code): the gate is asked of the same imports in the same order as long as
 * its answers are the same, so it is when cwd holds or leaves out each import the gate was asked
 * about as the expansion's own directory did.
 */
function gateOpen(l: Loaded, cwd: string): boolean {
  return l.asked.every((path) => isUnder(l.at, path) === isUnder(cwd, path));
}

function importPaths(files: readonly RenderedFile[]): string[] {
  const out: string[] = [];
  for (const f of files) if (f.reason === 'import') out.push(f.path);
  return out.length === 0 ? NO_PATHS : out;
}

/**
 * The progress message of `explain`'s slot loop, formatted only for a deadline's message (`count`:
 * the slots done as of the last check). Made out here, not in `explain`: a closure there would share
 * the loop's scope, and the run's progress, kept until the next phase sets its own (or to the end of
 * `explain --json`'s output), would keep the resolver, its view and every group alive with it.
 */
function slotProgress(count: { readonly shown: number }, total: number): () => string {
  return () => `resolving stacks (${count.shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} tool × path pairs done)`;
}

/**
 * Every field of every candidate in one string, or undefined when a field holds a separator (a
 * label or `via` may hold any character): such a list is not memoised. Joined once from the fields
 * themselves, so the key is one flat string: built with `+=` it stays a rope of every piece, which
 * V8 hashes and compares without flattening (the start-up memo keeps thousands of keys, ~8 pieces
 * of 32 bytes per candidate: 11 MB of the bench tree's `check --root` heap).
 */
function candidatesKey(cands: readonly Candidate[]): string | undefined {
  const parts: string[] = [];
  for (const c of cands) {
    if (holdsSeparator(c.path) || (c.via !== undefined && holdsSeparator(c.via)) || (c.label !== undefined && holdsSeparator(c.label))) return undefined;
    // four fields per candidate, none holding the separator
    parts.push(c.path, c.reason, c.via ?? '\u0002', c.label ?? '\u0002');
  }
  return parts.join('\0');
}

function holdsSeparator(s: string): boolean {
  return s.includes('\0') || s.includes('\u0001') || s.includes('\u0002');
}

const NO_NAMES: ReadonlySet<string> = new Set();

/** The lower-case forms found (one empty set for the many directories holding none). */
function heldSet(found: ReadonlyMap<string, unknown>): ReadonlySet<string> {
  return found.size === 0 ? NO_NAMES : new Set(found.keys());
}

function hasDotEntry(kids: ReadonlyMap<string, unknown>): boolean {
  for (const k of kids.keys()) if (k.startsWith('.')) return true;
  return false;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a === b || (a.length === b.length && a.every((x, i) => x === b[i]));
}

/** `[key, a's entries then b's, each once]` when both are lists; else none (b replaces a). */
function joinLists(a: unknown, b: unknown, key: string): [string, unknown[]][] {
  return Array.isArray(a) && Array.isArray(b) ? [[key, [...new Set<unknown>([...a, ...b])]]] : [];
}

const isEmpty = (o: object | undefined): boolean => o === undefined || Object.keys(o).length === 0;

function perTool<V>(m: Map<ToolId, Map<string, V>>, tool: ToolId): Map<string, V> {
  // no closure for `cached`: asked several times per (tool, target)
  let v = m.get(tool);
  if (!v) m.set(tool, (v = new Map<string, V>()));
  return v;
}

/** A directory holding a dot-entry (`.claude/`, `.github/`...): it may hold something for any tool. */
const DOT_ENTRY = 'dot-entry';

const NO_BUDGET: BudgetResult = Object.freeze({ budgetBytes: null });

const NO_FILES: RenderedFile[] = Object.freeze([]) as unknown as RenderedFile[];

const NO_FINDINGS: Finding[] = Object.freeze([]) as unknown as Finding[];

const NO_PATHS: string[] = Object.freeze([]) as unknown as string[];

const NO_SETTINGS: RepoSettings = Object.freeze({ tools: {}, applied: {}, findings: [] });
const NOTHING: Touched = Object.freeze({ files: [], findings: [], external: NO_PATHS }) as Touched;

/** Instruction files of a stack that are links leaving the repository (their link findings). */
function outsideLinks(findings: readonly Finding[]): string[] {
  const out: string[] = [];
  for (const f of findings) if (f.check === 'symlink' && f.path && / leaves the repository| is an absolute path outside/.test(f.message) && !out.includes(f.path)) out.push(f.path);
  return out;
}

/** The stated assumption about links leaving the repository (`outsideLinkTargets`). */
function outsideLinksAssumption(p: Profile, paths: readonly string[]): string {
  const list = paths.length > 3 ? `${paths.slice(0, 3).join(', ')} and ${paths.length - 3} more` : paths.join(', ');
  return `${list} ${paths.length === 1 ? 'links' : 'link'} outside the repository; assumed the target exists, so ${p.name} reads it in that name's place (if it does not: tools-options ${p.id} outsideLinkTargets: missing)`;
}

/** The stated assumption about imports outside cwd that the tool loads only once the user approved them. */
function externalImportsAssumption(p: Profile, targets: readonly string[], approved: boolean): string {
  const list = targets.length > 3 ? `${targets.slice(0, 3).join(', ')} and ${targets.length - 3} more` : targets.join(', ');
  return approved
    ? `the user approved ${p.name}'s imports from outside the working directory, so it loads ${list} (if not: tools-options ${p.id} externalImports: false)`
    : `${p.name} loads imports from outside the working directory only once the user approved them; assumed not approved, so ${list} ${targets.length === 1 ? 'is' : 'are'} not loaded (if approved: tools-options ${p.id} externalImports: true)`;
}

