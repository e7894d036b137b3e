// The engine: for a tool and a vantage (working directory, files touched), the ordered layers the
// tool loads and the text it sends. Start-up stacks are memoised per (tool, directory) and touch
// results per (tool, cwd, target directory, matching rules), so thousands of targets in one
// directory cost one resolution.
import { getProfile, PROFILES } from '../profiles/index.js';
import type { Profile, ProfileContext, RenderEnv, RenderedFile, BudgetResult } from '../profiles/profile.js';
import { isDir } from '../repo/links.js';
import { parentDir, type RepoView } from '../repo/view.js';
import type { EngineOptions, Finding, Layer, Stack, ToolId, ToolOptions } from '../types.js';
import { expand } from './imports.js';
import { isUnder } from './walk.js';

export interface StackDetail extends Stack {
  /** Text of the start-up block alone. */
  startupText: string;
}

interface Startup {
  files: RenderedFile[];
  text: string;
  budget: BudgetResult;
  findings: Finding[];
}

export interface ExplainOptions {
  tools?: ToolId[];
  /** Extra working directories (package roots): a session there touching each target under it. */
  extraCwds?: string[];
  /** Which default vantages to report (both by default). */
  vantages?: ('root' | 'local')[];
}

export class Resolver {
  private readonly startups = new Map<string, Startup>();
  private readonly stacks = new Map<string, StackDetail>();

  constructor(
    readonly view: RepoView,
    readonly options: EngineOptions = {},
  ) {}

  toolOptions(tool: ToolId): ToolOptions {
    return this.options.tools?.[tool] ?? {};
  }

  private ctx(p: Profile): ProfileContext {
    return { view: this.view, opts: this.toolOptions(p.id) };
  }

  private env(p: Profile, cwd: string): RenderEnv {
    return { absRoot: this.view.absRoot, cwd, opts: this.toolOptions(p.id) };
  }

  private startup(p: Profile, cwd: string): Startup {
    const key = `${p.id}\0${cwd}`;
    const hit = this.startups.get(key);
    if (hit) return hit;
    const ctx = this.ctx(p);
    const env = this.env(p, cwd);
    const cands = p.startup(ctx, cwd);
    const ex = expand(this.view, p, cands, new Set(), this.view.absRoot);
    const files = p.keep ? p.keep(ex.files) : ex.files;
    const budget: BudgetResult = p.budget ? p.budget(files, env, (fs) => p.renderStartup(fs, env)) : { budgetBytes: null };
    const text = p.renderStartup(files, env);
    const s: Startup = { files, text, budget, findings: ex.findings };
    this.startups.set(key, s);
    return s;
  }

  /** One vantage: a session of `tool` started in `cwd` that then reads the `touch` files in order. */
  stack(tool: ToolId, cwd: string, touch: string[] = []): StackDetail {
    const p = getProfile(tool);
    const key = `${tool}\0${cwd}\0${touch.map((t) => this.touchKey(p, cwd, t)).join('\0')}`;
    const hit = this.stacks.get(key);
    if (hit) return hit;
    const st = this.startup(p, cwd);
    const ctx = this.ctx(p);
    const env = this.env(p, cwd);
    const loaded = new Set(st.files.map((f) => f.realPath));
    const added: RenderedFile[] = [];
    const findings = [...st.findings];
    for (const t of touch) {
      if (!p.touch) break;
      const cands = p.touch(ctx, cwd, t, loaded);
      const ex = expand(this.view, p, cands, loaded, this.view.absRoot);
      const kept = p.keep ? p.keep(ex.files) : ex.files;
      added.push(...kept);
      findings.push(...ex.findings);
    }
    const touchText = added.length > 0 ? p.renderTouch(added, env) : '';
    const text = touchText ? `${st.text}${st.text ? '\n\n' : ''}${touchText}` : st.text;
    const layers = [...st.files, ...added].map(toLayer);
    const totalBytes = Buffer.byteLength(text);
    const result: StackDetail = {
      tool,
      cwd,
      targets: [],
      vantage: 'extra',
      layers,
      totalBytes,
      budgetBytes: st.budget.budgetBytes,
      budgetCounts: st.budget.counts,
      truncated: layers.some((l) => l.truncated || l.omitted),
      text,
      startupText: st.text,
      lines: text === '' ? 0 : text.split('\n').length,
      approxTokens: Math.ceil(totalBytes / 4),
      outsideView: p.outsideView,
      settings: [],
      findings: dedupeFindings(findings),
    };
    this.stacks.set(key, result);
    return result;
  }

  /**
   * Touching two files gives the same result when they sit in the same directory and match the
   * same conditional rules: the key that lets targets share one resolution.
   */
  private touchKey(p: Profile, cwd: string, target: string): string {
    const dir = isDir(this.view, target) ? target : parentDir(target);
    if (!p.conditionalRules) return dir;
    const rules = p.conditionalRules(this.ctx(p), cwd);
    let bits = '';
    for (const r of rules) bits += r.matches(target) ? '1' : '0';
    return `${dir}\0${bits}`;
  }

  /** Default vantages for every target, targets sharing a stack grouped. */
  explain(targets: string[], opts: ExplainOptions = {}): Stack[] {
    const tools = opts.tools ?? PROFILES.map((p) => p.id);
    const vantages = opts.vantages ?? ['root', 'local'];
    const groups = new Map<string, Stack>();
    const add = (s: StackDetail, vantage: Stack['vantage'], target: string): void => {
      const k = `${vantage}\0${s.tool}\0${s.cwd}\0${s.text}\0${s.layers.length}`;
      let g = groups.get(k);
      if (!g) {
        g = { ...s, vantage, targets: [] };
        delete (g as Partial<StackDetail>).startupText;
        groups.set(k, g);
      }
      g.targets.push(target);
    };
    for (const tool of tools) {
      for (const target of targets) {
        const dir = isDir(this.view, target) ? target : parentDir(target);
        if (vantages.includes('root')) add(this.stack(tool, '', [target]), 'root', target);
        if (vantages.includes('local')) add(this.stack(tool, dir, []), 'local', target);
        for (const cwd of opts.extraCwds ?? []) {
          if (cwd !== '' && isUnder(cwd, target)) add(this.stack(tool, cwd, [target]), 'extra', target);
        }
      }
    }
    return [...groups.values()];
  }
}

function toLayer(f: RenderedFile): Layer {
  const keptBytes = f.omitted ? 0 : Buffer.byteLength(f.kept);
  const layer: Layer = {
    path: f.path,
    reason: f.reason,
    bytes: f.size,
    transformedBytes: Buffer.byteLength(f.text),
    keptBytes,
    truncated: f.truncated,
    omitted: f.omitted,
  };
  if (f.realPath !== f.path) layer.realPath = f.realPath;
  if (f.via) layer.via = f.via;
  if (f.note) layer.note = f.note;
  if (f.truncated) layer.lastLineKept = Math.max(0, f.kept.split('\n').length - 1);
  return layer;
}

export function dedupeFindings(fs: Finding[]): Finding[] {
  const seen = new Set<string>();
  const out: Finding[] = [];
  for (const f of fs) {
    const k = f.key ?? `${f.check}:${f.path ?? ''}:${f.line ?? ''}:${f.message}`;
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(f);
  }
  return out;
}
