// rules-frontmatter: the frontmatter of rules, instructions and agent files: malformed YAML, glob
// patterns that are invalid or match no file (dead rules), and keys the tool does not know (typos).
import picomatch from 'picomatch';
import { globMatcher, globRefused } from '../glob.js';
import { frontmatterOf, loadDoc } from '../doc/load.js';
import { globList } from '../doc/frontmatter.js';
import { editDistance } from '../edit-distance.js';
import { ruleFile, type RuleFile } from '../engine/instruction-files.js';
import type { Finding } from '../types.js';
import type { Check } from './check.js';
import { clip, findLine } from './util.js';

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

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Why a pattern can never work, or undefined. */
function invalidPattern(p: string): string | undefined {
  if (p.startsWith('/') || /^[A-Za-z]:[\\/]/.test(p)) return 'it is an absolute path; patterns are relative';
  if (p.startsWith('../') || p.includes('/../')) return 'it climbs out of the directory the patterns are relative to';
  if (p.includes('\\') && !/\\[*?[\]{}()!@+]/.test(p)) return 'it uses backslashes; patterns use forward slashes';
  try {
    picomatch.makeRe(p, { dot: true, strictBrackets: true });
  } catch (err) {
    return `it is not a valid glob (${(err as Error).message.split('\n')[0]})`;
  }
  return undefined;
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
      if (fm.error) {
        out.push({ ...fm.error, severity: 'warning', message: `${fm.error.message.replace(/[:;,.\s]+$/, '')}; ${spec.reader} ignore its keys`, key: fm.error.key ?? `frontmatter:${path}` });
        continue;
      }
      const keyLine = (k: string): number => findLine(text, new RegExp(`^\\s*["']?${escapeRe(k)}["']?\\s*:`), 2, fm.lineCount) ?? 1;
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
      if (!gk || !(gk in fm.data)) continue;
      const value = fm.data[gk];
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
      const patterns = globList(value, spec.splitCommas);
      if (patterns.length === 0) continue;
      const prefix = rf.base === '' ? '' : `${rf.base}/`;
      const pool = rf.base === '' ? all : all.filter((p) => p.startsWith(prefix));
      const results = patterns.map((p) => {
        const bad = invalidPattern(p);
        if (bad) return { p, bad, dead: true, refused: false };
        const refused = globRefused(p.replace(/^\.\//, ''));
        if (refused) return { p, bad: refused, dead: true, refused: true };
        const m = globMatcher(p.replace(/^\.\//, ''));
        const dead = !pool.some((f) => m(rf.base === '' ? f : f.slice(prefix.length)));
        return { p, bad: undefined, dead, refused: false };
      });
      const allDead = results.every((r) => r.dead);
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
