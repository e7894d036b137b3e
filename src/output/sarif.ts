// SARIF 2.1.0 for GitHub code scanning (`github/codeql-action/upload-sarif`): one rule per check,
// one result per finding, repository-relative locations, stable fingerprints.
import { createHash } from 'node:crypto';
import type { Check } from '../checks/check.js';
import { findingKey } from '../findings.js';
import type { Finding, Severity } from '../types.js';

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
export const TOOL_NAME = 'instruction-stack';
export const INFORMATION_URI = 'https://github.com/instruction-stack/instruction-stack';
/** Each check has a page `docs/checks/<id>.md`. */
export const DOCS_BASE = `${INFORMATION_URI}/blob/main/docs/checks/`;
/** The tool pages: what each profile models, how it was verified, its deviations. */
export const TOOL_DOCS_URL = `${INFORMATION_URI}/blob/main/docs/tools/README.md`;
export const toolDocUri = (id: string): string => `${INFORMATION_URI}/blob/main/docs/tools/${id}.md`;
/** Where a finding without a file is anchored (code scanning needs a location). */
export const FALLBACK_URI = '.github/instruction-stack.yml';

export const helpUri = (id: string): string => `${DOCS_BASE}${id}.md`;

type Level = 'error' | 'warning' | 'note';
const LEVEL: Record<Severity, Level> = { error: 'error', warning: 'warning', note: 'note' };

/** Checks that are about security (shown as security alerts, with a severity score). */
const SECURITY: Record<string, string> = { hidden: '7.5', symlink: '5.0' };

export interface SarifOptions {
  version?: string;
  /** Extra rules for findings whose check has no Check object (engine-only ids). */
  extraRuleIds?: string[];
}

export interface SarifLog {
  $schema: string;
  version: '2.1.0';
  runs: SarifRun[];
}

export interface SarifRun {
  tool: { driver: { name: string; informationUri: string; version?: string; semanticVersion?: string; rules: SarifRule[] } };
  results: SarifResult[];
  columnKind: 'utf16CodeUnits';
}

export interface SarifRule {
  id: string;
  name: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  helpUri: string;
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
  properties?: { tools?: string[] };
}

function ruleName(id: string): string {
  return id.replace(/(^|-)([a-z])/g, (_, _d: string, c: string) => c.toUpperCase());
}

function rule(c: Pick<Check, 'id' | 'title' | 'description' | 'defaultSeverity'>): SarifRule {
  const sec = SECURITY[c.id];
  return {
    id: c.id,
    name: ruleName(c.id),
    shortDescription: { text: c.title },
    fullDescription: { text: c.description },
    helpUri: helpUri(c.id),
    help: { text: `${c.description} See ${helpUri(c.id)}`, markdown: `${c.description}\n\n[How to fix](${helpUri(c.id)})` },
    defaultConfiguration: { level: LEVEL[c.defaultSeverity] },
    properties: { tags: sec ? ['ai-instructions', 'security'] : ['ai-instructions'], precision: 'high', ...(sec ? { 'security-severity': sec } : {}) },
  };
}

/** Repository-relative POSIX path → a relative URI reference (segments percent-encoded). */
export function toUri(path: string): string {
  return path
    .split('/')
    .map((s) => encodeURIComponent(s))
    .join('/');
}

export function toSarif(findings: Finding[], checks: readonly Pick<Check, 'id' | 'title' | 'description' | 'defaultSeverity'>[], opts: SarifOptions = {}): SarifLog {
  const rules: SarifRule[] = checks.map(rule);
  const index = new Map(rules.map((r, i) => [r.id, i]));
  const ensure = (id: string): number => {
    let i = index.get(id);
    if (i === undefined) {
      i = rules.length;
      rules.push(rule({ id, title: id, description: `Findings of ${id}.`, defaultSeverity: 'warning' }));
      index.set(id, i);
    }
    return i;
  };
  for (const id of opts.extraRuleIds ?? []) ensure(id);
  const results: SarifResult[] = findings.map((f) => {
    const ruleIndex = ensure(f.check);
    const startLine = Math.max(1, Math.floor(f.line ?? 1));
    const region: { startLine: number; endLine?: number } = { startLine };
    if (f.endLine !== undefined && f.endLine > startLine) region.endLine = Math.floor(f.endLine);
    const uri = f.path && f.path !== '' ? toUri(f.path) : FALLBACK_URI;
    const tools = f.tools && f.tools.length ? ` (${f.tools.join(', ')})` : '';
    const text = `${f.message}${tools}${f.fix ? `\nFix: ${f.fix}` : ''}`;
    const key = findingKey(f);
    const r: SarifResult = {
      ruleId: f.check,
      ruleIndex,
      level: LEVEL[f.severity],
      message: { text },
      locations: [{ physicalLocation: { artifactLocation: { uri, uriBaseId: '%SRCROOT%' }, region } }],
      partialFingerprints: { 'instructionStackKey/v1': createHash('sha256').update(key).digest('hex').slice(0, 32) },
    };
    if (f.tools && f.tools.length) r.properties = { tools: [...f.tools] };
    return r;
  });
  const driver: SarifRun['tool']['driver'] = { name: TOOL_NAME, informationUri: INFORMATION_URI, rules };
  if (opts.version) {
    driver.version = opts.version;
    if (/^\d+\.\d+\.\d+/.test(opts.version)) driver.semanticVersion = opts.version;
  }
  return { $schema: SARIF_SCHEMA, version: '2.1.0', runs: [{ tool: { driver }, results, columnKind: 'utf16CodeUnits' }] };
}
