// rules-frontmatter: the frontmatter of rules, instructions and agent files: malformed YAML, glob
// patterns that are invalid or match no file (dead rules), and keys the tool does not know (typos).
import picomatch from 'picomatch';
import { WorkBudget } from '../deadline.js';
import { globMatcher, globRefused, literalBase } from '../glob.js';
import { frontmatterOf, loadDoc } from '../doc/load.js';
import { globList, type Frontmatter } from '../doc/frontmatter.js';
import { editDistance } from '../edit-distance.js';
import { ruleFile, type RuleFile } from '../engine/instruction-files.js';
import type { Finding } from '../types.js';
import type { Check } from './check.js';
import { clip, findLine } from './util.js';
import { escapeRegExp } from '../regexp.js';

interface KindSpec {
  /** Who reads it, in words. */
  reader: string;
  /** Where such files live. */
  dir: string;
  /** The glob key, when the kind has one. */
  globKey?: string;
  /** A single string is split at commas (Claude, Copilot, Cursor yes; Qwen no, observed). */
  splitCommas: boolean;
  known: string[];
  /** Keys from other tools' dialects (or common slips) and the key meant. */
  aliases: Record<string, string>;
  /** What happens when the glob key is missing. */
  withoutGlobs?: string;
  /**
   * The tool reads the glob key from its line as written, not as YAML (Cursor, profiles/cursor.ts):
   * YAML that does not parse is no problem for it, quotes and a list below the key are.
   */
  readsLines?: boolean;
}

/** Findings about patterns per file: a rule listing thousands of dead patterns needs one line of review, not thousands. */
const MAX_PATTERN_FINDINGS_PER_FILE = 20;

const TO_PATHS = { path: 'paths', glob: 'paths', globs: 'paths', applyTo: 'paths', applyto: 'paths', files: 'paths', include: 'paths', pattern: 'paths', patterns: 'paths' };

/** Known keys per kind (profiles.md §2.7, §3.7, §6.7, §7; Claude Code subagent docs). */
export const KINDS: Record<Exclude<RuleFile['kind'], 'rule'>, KindSpec> = {
  'claude-rule': {
    reader: 'Claude Code and Copilot',
    dir: '.claude/rules',
    globKey: 'paths',
    splitCommas: true,
    known: ['paths', 'description', 'name'],
    aliases: TO_PATHS,
    withoutGlobs: 'the rule has no paths, so it loads in every session',
  },
  'qwen-rule': {
    reader: 'Qwen Code',
    dir: '.qwen/rules',
    globKey: 'paths',
    splitCommas: false,
    known: ['paths', 'description'],
    aliases: TO_PATHS,
    withoutGlobs: 'the rule has no paths, so it loads in every session',
  },
  'cursor-rule': {
    reader: 'Cursor',
    dir: '.cursor/rules',
    globKey: 'globs',
    splitCommas: true,
    known: ['description', 'globs', 'alwaysApply'],
    aliases: { glob: 'globs', paths: 'globs', path: 'globs', applyTo: 'globs', applyto: 'globs', always_apply: 'alwaysApply', alwaysapply: 'alwaysApply', always: 'alwaysApply' },
    withoutGlobs: 'the rule has no globs, so Cursor never attaches it automatically',
    readsLines: true,
  },
  'copilot-instructions': {
    reader: 'Copilot',
    dir: '.github/instructions',
    globKey: 'applyTo',
    splitCommas: true,
    known: ['applyTo', 'excludeAgent', 'description', 'name'],
    aliases: { applyto: 'applyTo', apply_to: 'applyTo', 'apply-to': 'applyTo', appliesTo: 'applyTo', paths: 'applyTo', path: 'applyTo', globs: 'applyTo', glob: 'applyTo', excludeagent: 'excludeAgent', exclude_agent: 'excludeAgent', excludeAgents: 'excludeAgent' },
    withoutGlobs: 'the file has no applyTo, so Copilot never applies it automatically',
  },
  'claude-agent': {
    reader: 'Claude Code',
    dir: '.claude/agents',
    splitCommas: false,
    known: ['name', 'description', 'tools', 'disallowedTools', 'model', 'permissionMode', 'maxTurns', 'skills', 'mcpServers', 'hooks', 'memory', 'background', 'effort', 'isolation', 'color', 'initialPrompt'],
    aliases: { allowedTools: 'tools', allowed_tools: 'tools', disallowed_tools: 'disallowedTools', permission_mode: 'permissionMode', max_turns: 'maxTurns', mcp_servers: 'mcpServers' },
  },
  'grok-rule': { reader: 'Grok Build', dir: '.grok/rules', splitCommas: false, known: [], aliases: {} },
};

/**
 * The glob key of a tool that reads it from its line as written: the patterns it gets (quoted ones
 * left out, they are reported here), or undefined when it gets none; a finding for a list below the
 * key and for quoted or bracketed patterns (each never matches).
 */
function linePatterns(path: string, gk: string, fm: Frontmatter, line: number, spec: KindSpec, base: Pick<Finding, 'check' | 'severity' | 'path'>): { value: string | undefined; findings: Finding[] } {
  const raw = fm.loose?.[gk];
  const example = `${gk}: src/**/*.ts, lib/**/*.ts`;
  if (raw === undefined) {
    const listed = gk in fm.data && fm.data[gk] !== null;
    const findings: Finding[] = listed
      ? [{ ...base, line, message: `${path}: ${gk} is a YAML list on the lines below \`${gk}:\`; ${spec.reader} reads the ${gk} line as written and finds no pattern there, so it never attaches the rule automatically`, fix: `Write the patterns on the ${gk} line, comma-separated and unquoted: ${example}.`, key: `frontmatter-value:${path}:${gk}` }]
      : [];
    return { value: undefined, findings };
  }
  const patterns = globList(raw, true);
  const quoted = patterns.filter((p) => /^["'[]|["'\]]$/.test(p));
  if (quoted.length === 0) return { value: raw, findings: [] };
  const kept = patterns.filter((p) => !quoted.includes(p));
  const effect = kept.length === 0 ? `; ${spec.reader} never attaches the rule automatically` : '';
  return {
    value: kept.length === 0 ? undefined : kept.join(', '),
    findings: [
      {
        ...base,
        line,
        message: `${path}: ${gk} ${quoted.length === 1 ? `pattern ${clip(quoted[0]!, 80)} is` : `patterns ${quoted.map((p) => clip(p, 40)).join(', ')} are`} quoted or bracketed; ${spec.reader} reads the ${gk} line as written, quotes and brackets part of the pattern, so ${quoted.length === 1 ? 'it matches' : 'they match'} no file${effect}`,
        fix: `Write the patterns unquoted, comma-separated, without brackets: ${example}.`,
        key: `frontmatter-value:${path}:${gk}`,
      },
    ],
  };
}

/** The key probably meant by an unknown key, or undefined for a deliberate custom key. */
export function suggestKey(key: string, spec: KindSpec): string | undefined {
  const alias = spec.aliases[key] ?? spec.aliases[key.toLowerCase()];
  if (alias && alias !== key) return alias;
  let best: string | undefined;
  let bestD = Infinity;
  for (const k of spec.known) {
    const d = editDistance(key.toLowerCase(), k.toLowerCase());
    if (d < bestD) {
      bestD = d;
      best = k;
    }
  }
  if (best === undefined) return undefined;
  if (bestD === 0) return best; // case only: `applyto`, `AlwaysApply`
  return key.length >= 4 && bestD <= (key.length >= 8 ? 2 : 1) ? best : undefined;
}


/** picomatch's parser as the tools' matchers read patterns, unbalanced brackets refused (maxLength: picomatch's default). */
const STRICT_PARSE = { dot: true, strictBrackets: true, maxLength: 65_536 };

/** Why a pattern can never work, or undefined. */
function invalidPattern(p: string, parse = true): string | undefined {
  if (p.startsWith('/') || /^[A-Za-z]:[\\/]/.test(p)) return 'it is an absolute path; patterns are relative';
  if (p.startsWith('../') || p.includes('/../')) return 'it climbs out of the directory the patterns are relative to';
  if (p.includes('\\') && !/\\[*?[\]{}()!@+]/.test(p)) return 'it uses backslashes; patterns use forward slashes';
  if (!parse) return undefined;
  try {
    picomatch.parse(p, STRICT_PARSE);
  } catch (err) {
    return `it is not a valid glob (${(err as Error).message.split('\n')[0]})`;
  }
  return undefined;
}


// Dead-pattern tests cost patterns × paths: 300 rules of 1,000 patterns each in a tree of 1,000 files
// were 300 million glob tests (over 400 s). Three things bound it. A pattern is tested only against
// the paths under its literal base (`src/a/**/*.ts` only against `src/a/…`: a renamed directory makes
// a pattern dead without any test). A (directory, pattern) pair is worked out once per run, however
// many rules list it. And each file, and the whole run, has a budget of work units; patterns past it
// are left unchecked and said so in one finding per file (at this check's severity, so nothing it
// could have found turns into a pass).

// Work units: one per glob test (about 0.3 µs); the others as measured against it.
/** Reading a pattern's literal base and finding the paths under it. */
const LOOKUP_COST = 2;
/** Parsing a pattern with brackets, braces or parentheses to validate them. */
const PARSE_COST = 50;
/** Compiling a pattern to a matcher. */
const COMPILE_COST = 300;
/** Work one rule file's patterns may cost (about a second on a loaded machine). */
export const MAX_PATTERN_WORK_PER_FILE = 3_000_000;
/** Work all rule files together may cost. */
export const MAX_PATTERN_WORK_PER_RUN = 20_000_000;

interface PatternResult {
  p: string;
  bad: string | undefined;
  dead: boolean;
  refused: boolean;
}

/** Paths relative to one directory, sorted, with the range of those under a base found by bisection. */
class PathIndex {
  private readonly sorted: string[];

  constructor(paths: readonly string[]) {
    this.sorted = [...paths].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  /** The paths a pattern with literal base `base` could match: `base` itself and everything under `base/`. */
  under(base: string): readonly string[] {
    if (base === '') return this.sorted;
    const lo = this.lowerBound(`${base}/`);
    // '0' follows '/' in code-unit order: [base/, base0) is everything under base/.
    const hi = this.lowerBound(`${base}0`);
    const self = this.lowerBound(base);
    const out = this.sorted.slice(lo, hi);
    if (this.sorted[self] === base) out.push(base);
    return out;
  }

  private lowerBound(s: string): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid]! < s) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** Patterns of one rules directory, worked out within a budget; results shared by every rule of the run. */
class PatternJudge {
  private readonly indexes = new Map<string, PathIndex>();
  private readonly results = new Map<string, PatternResult>();
  readonly run = new WorkBudget(MAX_PATTERN_WORK_PER_RUN);

  constructor(private readonly all: readonly string[]) {}

  private index(base: string): PathIndex {
    let ix = this.indexes.get(base);
    if (!ix) {
      const prefix = `${base}/`;
      this.indexes.set(base, (ix = new PathIndex(base === '' ? this.all : this.all.filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length)))));
    }
    return ix;
  }

  /** The result for `p` relative to `base`, or undefined when the budget does not cover it. */
  judge(base: string, p: string, budget: WorkBudget): PatternResult | undefined {
    const key = `${base}\0${p}`;
    const hit = this.results.get(key);
    if (hit) return hit;
    if (!budget.spend(LOOKUP_COST)) return undefined;
    // Only brackets, braces and parentheses can be unbalanced: other patterns skip the parse.
    const needsParse = /[[\]{}()]/.test(p) || p.length > STRICT_PARSE.maxLength;
    if (needsParse && !budget.spend(PARSE_COST)) return undefined;
    let r: PatternResult;
    const bad = invalidPattern(p, needsParse);
    if (bad) r = { p, bad, dead: true, refused: false };
    else {
      const q = p.replace(/^\.\//, '');
      const candidates = this.index(base).under(literalBase(q));
      // Nothing under its base: dead, whatever the rest of the pattern says (and nothing compiled).
      const refused = candidates.length > 0 ? globRefused(q) : undefined;
      if (refused) r = { p, bad: refused, dead: true, refused: true };
      else if (candidates.length === 0) r = { p, bad: undefined, dead: true, refused: false };
      else {
        if (!budget.spend(COMPILE_COST + candidates.length)) return undefined;
        r = { p, bad: undefined, dead: !candidates.some(globMatcher(q)), refused: false };
      }
    }
    this.results.set(key, r);
    return r;
  }
}

export const rulesFrontmatter: Check = {
  id: 'rules-frontmatter',
  title: 'Rules frontmatter problems',
  defaultSeverity: 'warning',
  description:
    'Frontmatter of rules files (.claude/rules, .qwen/rules, .cursor/rules, .github/instructions, .claude/agents): malformed YAML, patterns that are invalid or match no file, keys the tool does not know.',
  run(ctx) {
    const view = ctx.view;
    const all = view.allPaths();
    const changed = new Set(ctx.changedPaths);
    const out: Finding[] = [];
    const judge = new PatternJudge(all);
    for (const path of all) {
      if (changed.size > 0 && !changed.has(path)) continue;
      const rf = ruleFile(path);
      // A profile-declared rules directory has no key dialect here (its tool ignores or strips keys).
      if (!rf || rf.kind === 'rule') continue;
      const spec = KINDS[rf.kind];
      const doc = loadDoc(view, path);
      if (!doc.ok) continue;
      const text = doc.text;
      const base = { check: 'rules-frontmatter', severity: 'warning' as const, path };
      if (/^\uFEFF---[ \t]*\r?\n/.test(text)) {
        out.push({
          ...base,
          line: 1,
          message: `${path} starts with a byte-order mark before its \`---\`; ${spec.reader} read the frontmatter as text and ignore its keys`,
          fix: 'Save the file as UTF-8 without a BOM.',
          key: `frontmatter-bom:${path}`,
        });
        continue;
      }
      const fm = frontmatterOf(doc);
      if (!fm.present) {
        if (/^---[ \t]*\r?\n/.test(text)) {
          out.push({
            ...base,
            line: 1,
            message: `${path} opens frontmatter with \`---\` on line 1 but never closes it; ${spec.reader} treat the whole file as text and ignore its keys`,
            fix: 'Close the frontmatter with a line holding only `---`.',
            key: `frontmatter:${path}`,
          });
        }
        continue;
      }
      if (fm.error && !spec.readsLines) {
        out.push({ ...fm.error, severity: 'warning', message: `${fm.error.message.replace(/[:;,.\s]+$/, '')}; ${spec.reader} ignore its keys`, key: fm.error.key ?? `frontmatter:${path}` });
        continue;
      }
      const keyLine = (k: string): number => findLine(text, new RegExp(`^\\s*["']?${escapeRegExp(k)}["']?\\s*:`), 2, fm.lineCount) ?? 1;
      // Unknown keys that look like a known one.
      let keyFindings = 0;
      for (const k of Object.keys(fm.data)) {
        if (spec.known.includes(k)) continue;
        const s = suggestKey(k, spec);
        if (!s) continue;
        if (++keyFindings > MAX_PATTERN_FINDINGS_PER_FILE) break;
        const effect = s === spec.globKey && !(spec.globKey in fm.data) && spec.withoutGlobs ? ` As written, ${spec.withoutGlobs}.` : '';
        out.push({
          ...base,
          line: keyLine(k),
          message: `${path}: \`${k}:\` is not a frontmatter key of ${spec.dir} files (${spec.reader}); did you mean \`${s}:\`?${effect}`,
          fix: `Rename \`${k}:\` to \`${s}:\`.`,
          key: `frontmatter-key:${path}:${k}`,
        });
      }
      // Values with a known shape.
      if (rf.kind === 'cursor-rule' && typeof fm.data.alwaysApply === 'string') {
        out.push({
          ...base,
          line: keyLine('alwaysApply'),
          message: `${path}: alwaysApply is the string ${JSON.stringify(fm.data.alwaysApply)}, not a boolean; Cursor does not treat it as true`,
          fix: 'Write alwaysApply: true (or false) without quotes.',
          key: `frontmatter-value:${path}:alwaysApply`,
        });
      }
      if (rf.kind === 'claude-agent' && 'memory' in fm.data && !['user', 'project', 'local'].includes(String(fm.data.memory))) {
        out.push({
          ...base,
          line: keyLine('memory'),
          message: `${path}: memory is ${JSON.stringify(fm.data.memory)}; Claude Code knows user, project and local`,
          fix: 'Set memory: to user, project or local.',
          key: `frontmatter-value:${path}:memory`,
        });
      }
      // Patterns.
      const gk = spec.globKey;
      if (!gk) continue;
      let value: unknown;
      if (spec.readsLines) {
        const read = linePatterns(path, gk, fm, keyLine(gk), spec, base);
        out.push(...read.findings);
        value = read.value;
        if (value === undefined) continue;
      } else {
        if (!(gk in fm.data)) continue;
        value = fm.data[gk];
        const items = Array.isArray(value) ? value : [value];
        if (value !== null && items.some((v) => typeof v !== 'string')) {
          out.push({
            ...base,
            line: keyLine(gk),
            message: `${path}: ${gk} must be a string or a list of strings (got ${JSON.stringify(value)}); ${spec.reader} ignore what is not a string`,
            fix: `Quote each pattern, e.g. ${gk}: ["src/**/*.ts"].`,
            key: `frontmatter-value:${path}:${gk}`,
          });
        }
      }
      const patterns = globList(value, spec.splitCommas);
      if (patterns.length === 0) continue;
      const budget = new WorkBudget(MAX_PATTERN_WORK_PER_FILE, judge.run);
      const results: PatternResult[] = [];
      for (const p of patterns) {
        const r = judge.judge(rf.base, p, budget);
        if (!r) break;
        results.push(r);
      }
      const unchecked = patterns.length - results.length;
      if (unchecked > 0) {
        out.push({
          ...base,
          line: keyLine(gk),
          message: `${path}: ${unchecked.toLocaleString('en-US')} of its ${patterns.length.toLocaleString('en-US')} ${gk} patterns were not checked against the tree: testing them would cost more work than instruction-stack spends on ${judge.run.left < budget.ownLeft ? 'all rules of one run' : 'one file'}; patterns among them that match no file are not reported`,
          fix: 'List fewer patterns (a few broad ones, e.g. "src/**/*.ts", rather than one per file or directory).',
          key: `frontmatter-unchecked:${path}`,
        });
      }
      const allDead = unchecked === 0 && results.every((r) => r.dead);
      const rel = rf.base === '' ? 'the repository root' : rf.base;
      // One split of the text, not one per pattern: a rule may list 50,000 patterns.
      const lines = text.split('\n', fm.lineCount + 1);
      const patternLine = (p: string): number => {
        for (let i = 1; i < lines.length && i < fm.lineCount; i++) if (lines[i]!.includes(p)) return i + 1;
        return keyLine(gk);
      };
      const reported = results.filter((r) => r.bad || r.dead);
      for (const r of reported.slice(0, MAX_PATTERN_FINDINGS_PER_FILE)) {
        const line = patternLine(r.p);
        const consequence = allDead ? `, so ${path} never loads` : '';
        const commaHint =
          !spec.splitCommas && r.p.includes(',') && !/[{}]/.test(r.p)
            ? '. Qwen Code does not split a comma-separated string: this is one pattern; use a YAML list'
            : '';
        if (r.refused) {
          // Not evaluated, so what the rule adds to stacks is unknown: an error, never a silent pass.
          out.push({
            ...base,
            severity: 'error',
            line,
            message: `${path}: ${gk} pattern ${JSON.stringify(clip(r.p, 80))} was not evaluated: ${r.bad}; instruction-stack treats it as matching no file, so the stacks it would join are not verified`,
            fix: 'Simplify the pattern: fewer `*` wildcards in one pattern, no `!(…)` groups (split it into several patterns).',
            key: `frontmatter-glob:${path}:${r.p}`,
          });
          continue;
        }
        out.push({
          ...base,
          // A pattern matching nothing beside others that match (`*.yml, *.yaml`) costs nothing: the rule
          // loads; worth a note, not a reviewer's minute. One that is invalid, or the rule never loading, is.
          severity: r.bad || allDead ? base.severity : 'note',
          line,
          message: r.bad
            ? `${path}: ${gk} pattern ${JSON.stringify(clip(r.p, 80))} is invalid: ${r.bad}; it never matches${consequence}`
            : `${path}: ${gk} pattern ${JSON.stringify(clip(r.p, 80))} matches no file (relative to ${rel})${consequence}${commaHint}`,
          fix: r.bad
            ? `Write the pattern relative to ${rel}, with forward slashes, e.g. "src/**/*.ts".`
            : `Fix the pattern (it is matched against paths relative to ${rel}, dot files included), or delete the rule if the files are gone.`,
          key: `frontmatter-glob:${path}:${r.p}`,
        });
      }
      if (reported.length > MAX_PATTERN_FINDINGS_PER_FILE) {
        const last = out[out.length - 1]!;
        last.message += ` (and ${reported.length - MAX_PATTERN_FINDINGS_PER_FILE} more patterns of this file like it)`;
      }
    }
    return out;
  },
};
