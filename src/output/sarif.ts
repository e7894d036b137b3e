// SARIF 2.1.0 for GitHub code scanning (`github/codeql-action/upload-sarif`): one rule per check,
// one result per finding that has a file, repository-relative locations, stable fingerprints.
// Findings about the run itself (no file: a capped file list, a truncated tree) are not pinned on
// some file that did not cause them: they go in the run's tool notifications. Version and links
// come from package.json (package-info.ts); a link it does not give is left out.
import type { Check } from '../checks/check.js';
import { groupFindings, groupIndex } from '../analysis/finding-groups.js';
import { fingerprint, type GatedFinding } from '../analysis/gate.js';
import { HOMEPAGE_URL, PACKAGE_VERSION, REPOSITORY_URL } from '../package-info.js';
import type { Finding, Severity } from '../types.js';

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
export const TOOL_NAME = 'instruction-stack';
/** The project's page: package.json `homepage`, else its repository. */
export const INFORMATION_URI = HOMEPAGE_URL ?? REPOSITORY_URL;
/** The tool pages: what each profile models, how it was verified, its deviations (links from package.json `repository`). */
const REPO_BASE = REPOSITORY_URL ?? '.';
export const TOOL_DOCS_URL = `${REPO_BASE}/blob/main/docs/tools/README.md`;
export const toolDocUri = (id: string): string => `${REPO_BASE}/blob/main/docs/tools/${id}.md`;

/** Each check has a page `docs/checks/<id>.md` in the repository (undefined without a repository URL). */
export const helpUri = (id: string, repositoryUrl = REPOSITORY_URL): string | undefined =>
  repositoryUrl ? `${repositoryUrl}/blob/main/docs/checks/${encodeURIComponent(id)}.md` : undefined;

type Level = 'error' | 'warning' | 'note';
const LEVEL: Record<Severity, Level> = { error: 'error', warning: 'warning', note: 'note' };

/** Checks that are about security (shown as security alerts, with a severity score). */
const SECURITY: Record<string, string> = { hidden: '7.5', symlink: '5.0' };

export interface SarifOptions {
  /** Defaults to package.json's version. */
  version?: string;
  /** Extra rules for findings whose check has no Check object (engine-only ids). */
  extraRuleIds?: string[];
}

export interface SarifLog {
  $schema: string;
  version: '2.1.0';
  runs: SarifRun[];
}

export interface SarifNotification {
  level: Level;
  message: { text: string };
  descriptor?: { id: string };
}

export interface SarifRun {
  tool: { driver: { name: string; informationUri?: string; version?: string; semanticVersion?: string; rules: SarifRule[] } };
  invocations: { executionSuccessful: boolean; toolExecutionNotifications: SarifNotification[] }[];
  results: SarifResult[];
  columnKind: 'utf16CodeUnits';
  /** The same entries as the text, JSON and PR comment outputs; each result names its own in `properties.group`. */
  properties?: { groups: SarifGroup[] };
}

export interface SarifRule {
  id: string;
  name: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  helpUri?: string;
  help: { text: string; markdown: string };
  defaultConfiguration: { level: Level };
  properties: { tags: string[]; precision: string; 'security-severity'?: string };
}

export interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: Level;
  message: { text: string };
  locations: {
    physicalLocation: {
      artifactLocation: { uri: string; uriBaseId: '%SRCROOT%' };
      region: { startLine: number; endLine?: number };
    };
  }[];
  partialFingerprints: Record<string, string>;
  /** Against the PR base: `new`, `unchanged` (pre-existing) or `updated` (pre-existing, its lines changed). */
  baselineState?: 'new' | 'unchanged' | 'updated';
  suppressions?: { kind: 'external'; justification: string }[];
  /** `group`: the entry of src/analysis/finding-groups.ts this result belongs to (see the run's `groups`). */
  properties?: { tools?: string[]; group?: string };
}

/** A group of results as one entry: per (check, file), or a pattern across files with one fix. */
export interface SarifGroup {
  id: string;
  kind: 'file' | 'pattern';
  ruleId: string;
  level: Level;
  count: number;
  message: string;
  fix?: string;
  uris: string[];
}

function ruleName(id: string): string {
  return id.replace(/(^|-)([a-z])/g, (_, _d: string, c: string) => c.toUpperCase());
}

function rule(c: Pick<Check, 'id' | 'title' | 'description' | 'defaultSeverity'>, documented: boolean): SarifRule {
  const sec = SECURITY[c.id];
  const uri = documented ? helpUri(c.id) : undefined;
  const r: SarifRule = {
    id: c.id,
    name: ruleName(c.id),
    shortDescription: { text: c.title },
    fullDescription: { text: c.description },
    help: uri ? { text: `${c.description} See ${uri}`, markdown: `${c.description}\n\n[How to fix](${uri})` } : { text: c.description, markdown: c.description },
    defaultConfiguration: { level: LEVEL[c.defaultSeverity] },
    properties: { tags: sec ? ['ai-instructions', 'security'] : ['ai-instructions'], precision: 'high', ...(sec ? { 'security-severity': sec } : {}) },
  };
  if (uri) r.helpUri = uri;
  return r;
}

/** Repository-relative POSIX path → a relative URI reference (segments percent-encoded). */
export function toUri(path: string): string {
  return path
    .split('/')
    .map((s) => encodeURIComponent(s))
    .join('/');
}

/** Findings without a file (about the run itself) are tool notifications, not results. */
export function toSarif(findings: (Finding | GatedFinding)[], checks: readonly Pick<Check, 'id' | 'title' | 'description' | 'defaultSeverity' | 'pattern'>[], opts: SarifOptions = {}): SarifLog {
  const rules: SarifRule[] = checks.map((c) => rule(c, true));
  const index = new Map(rules.map((r, i) => [r.id, i]));
  const ensure = (id: string): number => {
    let i = index.get(id);
    if (i === undefined) {
      i = rules.length;
      rules.push(rule({ id, title: id, description: `Findings of ${id}.`, defaultSeverity: 'warning' }, false));
      index.set(id, i);
    }
    return i;
  };
  for (const id of opts.extraRuleIds ?? []) ensure(id);
  const notifications: SarifNotification[] = [];
  const results: SarifResult[] = [];
  const groups = groupFindings(findings, checks);
  const groupOf = groupIndex(groups);
  for (const [i, f] of findings.entries()) {
    const tools = f.tools && f.tools.length ? ` (${f.tools.join(', ')})` : '';
    const pattern = groupOf.get(i);
    // A member of a repository-wide pattern says so, with the one fix for all its files.
    const all = pattern?.kind === 'pattern' && pattern.fix ? `\nThe same in ${pattern.paths.length} files; one fix for all: ${pattern.fix}` : '';
    const text = `${f.message}${tools}${f.fix ? `\nFix: ${f.fix}` : ''}${all}`;
    if (!f.path) {
      notifications.push({ level: LEVEL[f.severity], message: { text }, descriptor: { id: f.check } });
      continue;
    }
    const ruleIndex = ensure(f.check);
    const startLine = Math.max(1, Math.floor(f.line ?? 1));
    const region: { startLine: number; endLine?: number } = { startLine };
    if (f.endLine !== undefined && f.endLine > startLine) region.endLine = Math.floor(f.endLine);
    const g: GatedFinding = f;
    const r: SarifResult = {
      ruleId: f.check,
      ruleIndex,
      level: LEVEL[f.severity],
      message: { text },
      locations: [{ physicalLocation: { artifactLocation: { uri: toUri(f.path), uriBaseId: '%SRCROOT%' }, region } }],
      // Line-independent (src/analysis/gate.ts): an edit above a finding keeps its alert.
      partialFingerprints: { 'instructionStack/v2': g.fingerprint ?? fingerprint(f) },
    };
    if (g.state) r.baselineState = g.state === 'new' ? 'new' : g.touched ? 'updated' : 'unchanged';
    if (g.suppressed) r.suppressions = [{ kind: 'external', justification: 'listed in the instruction-stack baseline file' }];
    const props: NonNullable<SarifResult['properties']> = {};
    if (f.tools && f.tools.length) props.tools = [...f.tools];
    const entry = groupOf.get(i);
    if (entry && entry.count > 1) props.group = entry.id;
    if (Object.keys(props).length > 0) r.properties = props;
    results.push(r);
  }
  const driver: SarifRun['tool']['driver'] = { name: TOOL_NAME, rules };
  if (INFORMATION_URI) driver.informationUri = INFORMATION_URI;
  const version = opts.version ?? PACKAGE_VERSION;
  if (version) {
    driver.version = version;
    if (/^\d+\.\d+\.\d+/.test(version)) driver.semanticVersion = version;
  }
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: { driver },
        invocations: [{ executionSuccessful: true, toolExecutionNotifications: notifications }],
        results,
        columnKind: 'utf16CodeUnits',
        // Only entries of several results: a single finding is its own entry.
        properties: {
          groups: groups
            .filter((g) => g.count > 1 && g.paths.length > 0)
            .map((g) => ({ id: g.id, kind: g.kind, ruleId: g.check, level: LEVEL[g.severity], count: g.count, message: g.message, ...(g.fix ? { fix: g.fix } : {}), uris: g.paths.map(toUri) })),
        },
      },
    ],
  };
}
