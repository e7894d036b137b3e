// Our side of the comparison: the project's engine on the same fixture and vantage. Preferred path:
// import the engine in-process (`Resolver` + `WorktreeView`, loaded at run time so the fidelity
// scripts do not break the type check while the engine's internals move); fallback: the CLI
// `instruction-stack explain --json`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Fixture, Vantage } from './fixtures.js';
import { type Json, asArray, asNumber, asString, field, isObject, parseJson } from './json.js';
import { type SentinelHit, isTouchedMarker, sentinelsIn } from './sentinels.js';

export interface EngineLayer {
  path: string;
  reason: string;
  via?: string;
  bytes: number;
  keptBytes: number;
  truncated: boolean;
  omitted: boolean;
}

export type EngineObservation =
  | {
      ok: true;
      startupText: string;
      text: string;
      layers: EngineLayer[];
      /** The first `startupLayers` layers are the start-up block; the rest came with the touch. */
      startupLayers: number;
      budgetBytes: number | null;
      /** Sentinels in the start-up text, order of first appearance. */
      startup: SentinelHit[];
      /** Sentinels the touch adds (in `text` after the start-up block, not in the start-up block). */
      added: SentinelHit[];
    }
  | { ok: false; error: string };

export type EngineMode = 'import' | 'cli';

type StackFn = (root: string, git: boolean, tool: string, cwd: string, touch: string[], options?: object) => Json;

function toLayers(v: Json | undefined): EngineLayer[] {
  return asArray(v).map((l) => {
    const layer: EngineLayer = {
      path: asString(field(l, 'path')) ?? '?',
      reason: asString(field(l, 'reason')) ?? '?',
      bytes: asNumber(field(l, 'bytes')) ?? 0,
      keptBytes: asNumber(field(l, 'keptBytes')) ?? 0,
      truncated: field(l, 'truncated') === true,
      omitted: field(l, 'omitted') === true,
    };
    const via = asString(field(l, 'via'));
    if (via) layer.via = via;
    return layer;
  });
}

export function observationFromStack(stack: Json | undefined, plain?: Json): EngineObservation {
  if (!isObject(stack)) return { ok: false, error: 'engine returned no stack' };
  const text = asString(stack['text']);
  const startupText = asString(stack['startupText']);
  if (text === undefined || startupText === undefined) return { ok: false, error: 'engine stack has no text / startupText' };
  const startup = sentinelsIn(startupText).filter((h) => !isTouchedMarker(h.token));
  const rest = text.startsWith(startupText) ? text.slice(startupText.length) : text;
  const before = new Set(startup.map((h) => h.token));
  const added = sentinelsIn(rest).filter((h) => !isTouchedMarker(h.token) && !before.has(h.token));
  const layers = toLayers(stack['layers']);
  return {
    ok: true,
    startupText,
    text,
    layers,
    startupLayers: plain === undefined ? layers.length : Math.min(layers.length, toLayers(field(plain, 'layers')).length),
    budgetBytes: asNumber(stack['budgetBytes']) ?? null,
    startup,
    added,
  };
}

/** Round-trips a value through JSON so it can be inspected as `Json`. */
function toJson(v: unknown): Json {
  return JSON.parse(JSON.stringify(v ?? null)) as Json;
}

function member(mod: unknown, name: string): unknown {
  return typeof mod === 'object' && mod !== null ? (mod as Record<string, unknown>)[name] : undefined;
}

interface ResolverLike {
  stack(tool: string, cwd: string, touch: string[]): unknown;
}
type ResolverCtor = new (view: unknown, options: object) => ResolverLike;
type ViewCtor = new (root: string, opts: { hasGitMarker: boolean }) => unknown;

async function importEngine(projectRoot: string): Promise<StackFn> {
  const resolvePath = join(projectRoot, 'src', 'engine', 'resolve.ts');
  const viewPath = join(projectRoot, 'src', 'repo', 'worktree.ts');
  if (!existsSync(resolvePath)) throw new Error(`${resolvePath} does not exist yet`);
  const rmod: unknown = await import(pathToFileURL(resolvePath).href);
  const vmod: unknown = await import(pathToFileURL(viewPath).href);
  const Resolver = member(rmod, 'Resolver');
  const WorktreeView = member(vmod, 'WorktreeView');
  if (typeof Resolver !== 'function' || typeof WorktreeView !== 'function') throw new Error('engine modules do not export Resolver / WorktreeView');
  const R = Resolver as ResolverCtor;
  const V = WorktreeView as ViewCtor;
  const resolvers = new Map<string, ResolverLike>();
  return (root, git, tool, cwd, touch, options) => {
    const key = `${root}\0${git}\0${JSON.stringify(options ?? {})}`;
    let r = resolvers.get(key);
    if (!r) {
      r = new R(new V(root, { hasGitMarker: git }), options ?? {});
      resolvers.set(key, r);
    }
    return toJson(r.stack(tool, cwd === '.' ? '' : cwd, touch));
  };
}

function cliEngine(projectRoot: string): StackFn {
  const cli = join(projectRoot, 'src', 'cli', 'index.ts');
  return (root, git, tool, cwd, touch) => {
    if (!existsSync(cli)) throw new Error(`${cli} does not exist yet`);
    const args = ['--import', 'tsx', cli, 'explain', '--root', root, '--cwd', cwd, '--tool', tool, '--json'];
    if (touch.length) args.push('--touch', touch.join(','));
    if (!git) args.push('--no-git');
    const r = spawnSync(process.execPath, args, { cwd: projectRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const out = parseJson(r.stdout ?? '');
    const stacks = asArray(field(out, 'stacks'));
    if (r.status !== 0 && stacks.length === 0) throw new Error(`CLI exit ${r.status}: ${(r.stderr ?? '').trim().split('\n').slice(-3).join(' | ')}`);
    const s = stacks.find((x) => field(x, 'tool') === tool) ?? stacks[0];
    if (s === undefined) throw new Error('CLI printed no stack');
    return s;
  };
}

export class Engine {
  private constructor(
    private readonly fn: StackFn,
    readonly mode: EngineMode,
    readonly note: string,
  ) {}

  /** Loads the engine; `import` falls back to the CLI when the modules cannot be imported. */
  static async load(projectRoot: string, prefer: EngineMode): Promise<Engine> {
    if (prefer === 'import') {
      try {
        return new Engine(await importEngine(projectRoot), 'import', 'in-process import of src/engine/resolve.ts');
      } catch (e) {
        return new Engine(cliEngine(projectRoot), 'cli', `CLI (import failed: ${e instanceof Error ? e.message : String(e)})`);
      }
    }
    return new Engine(cliEngine(projectRoot), 'cli', 'CLI src/cli/index.ts explain --json');
  }

  /** `options`: engine options (`EngineOptions`, e.g. `{ tools: { 'claude-code': { instructionFiles } } }`); import mode only. */
  observe(fixture: Fixture, v: Vantage, options?: object): EngineObservation {
    try {
      const stack = this.fn(fixture.repo, fixture.git, v.tool, v.cwd, v.touch, options);
      const plain = v.touch.length ? this.fn(fixture.repo, fixture.git, v.tool, v.cwd, [], options) : undefined;
      return observationFromStack(stack, plain);
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      return { ok: false, error: msg.split('\n')[0] ?? msg };
    }
  }
}
