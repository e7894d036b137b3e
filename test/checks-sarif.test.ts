// SARIF 2.1.0 as GitHub code scanning (upload-sarif) accepts it, and the text format.
import { existsSync, readFileSync } from 'node:fs';
import { sarifValidator } from './sarif-schema.js';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHECKS, runChecks } from '../src/checks/index.js';
import { instructionDirs, instructionNames } from '../src/engine/instruction-files.js';
import { Resolver } from '../src/engine/resolve.js';
import { findingsText, summaryLine } from '../src/output/findings-text.js';
import { repositoryWebUrl } from '../src/package-info.js';
import { toSarif, toUri } from '../src/output/sarif.js';
import { TOOL_IDS } from '../src/profiles/index.js';
import { WorktreeView } from '../src/repo/worktree.js';
import type { Finding } from '../src/types.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/checks/', import.meta.url));
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PKG = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string; homepage?: string; repository?: string | { url?: string } };

function findingsOf(fixture: string): Finding[] {
  const view = new WorktreeView(join(FIXTURES, fixture, 'repo'), { hasGitMarker: true });
  const resolver = new Resolver(view);
  const tools = [...TOOL_IDS];
  const stacks = resolver.explain(instructionDirs(view.allPaths(), instructionNames({ resolver })), { tools });
  return runChecks({ view, resolver, tools, stacks, changedPaths: [], fromFork: false });
}

describe('SARIF output', () => {
  // Several fixtures in one log: keep each key once (the same key in two repositories is the same finding).
  const byKey = new Map<string, Finding>();
  for (const fx of ['symlink-problems', 'fork-drift', 'hidden-comments', 'rules-frontmatter']) for (const f of findingsOf(fx)) byKey.set(f.key!, f);
  const findings = [...byKey.values()];
  findings.push({ check: 'input', severity: 'warning', message: 'a finding without a file' });
  findings.push({ check: 'budget', severity: 'error', message: 'odd path', path: 'dir with space/AGENTS#1.md', line: 0 });
  const log = toSarif(findings, CHECKS, { version: '0.1.0' });
  const run = log.runs[0]!;

  it('has the SARIF 2.1.0 envelope and one rule per check', () => {
    expect(log.version).toBe('2.1.0');
    expect(log.$schema).toMatch(/sarif-2\.1\.0/);
    expect(log.runs).toHaveLength(1);
    expect(run.tool.driver.name).toBe('instruction-stack');
    // Links come from package.json, never guessed: homepage, else the repository; absent when neither is set.
    const repo = repositoryWebUrl(PKG.repository);
    expect(run.tool.driver.informationUri).toBe(PKG.homepage ?? repo);
    expect(run.tool.driver.semanticVersion).toBe('0.1.0');
    expect(toSarif([], CHECKS).runs[0]!.tool.driver.version).toBe(PKG.version);
    const ids = run.tool.driver.rules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of CHECKS) expect(ids).toContain(c.id);
    for (const r of run.tool.driver.rules) {
      expect(r.shortDescription.text.length).toBeGreaterThan(3);
      expect(r.fullDescription.text.length).toBeGreaterThan(10);
      expect(r.helpUri).toBe(repo ? `${repo}/blob/main/docs/checks/${r.id}.md` : undefined);
      // Every rule's help page exists in this repository.
      expect(existsSync(join(ROOT, 'docs/checks', `${r.id}.md`))).toBe(true);
      expect(['error', 'warning', 'note']).toContain(r.defaultConfiguration.level);
    }
    expect(run.tool.driver.rules.find((r) => r.id === 'hidden')!.properties.tags).toContain('security');
  });

  it('is valid SARIF 2.1.0 against the published JSON Schema', () => {
    const validate = sarifValidator();
    const v = validate(JSON.parse(JSON.stringify(log)));
    expect(v.errors).toBe('No errors');
    expect(v.ok).toBe(true);
    // The validator is not a stub: a broken log fails.
    const broken = JSON.parse(JSON.stringify(log)) as { runs: { results: { level: string }[] }[] };
    broken.runs[0]!.results[0]!.level = 'fatal';
    expect(validate(broken).ok).toBe(false);
    // OASIS errata01: every region has a start line.
    for (const r of run.results) expect(r.locations[0]!.physicalLocation.region.startLine).toBeGreaterThanOrEqual(1);
  });

  it('pins no finding on a file that did not cause it: findings without a file are tool notifications', () => {
    const pathless = findings.filter((f) => !f.path);
    expect(pathless.length).toBeGreaterThan(0);
    expect(run.invocations[0]!.toolExecutionNotifications.map((n) => n.message.text)).toEqual(pathless.map((f) => f.message));
    expect(run.results.some((r) => /instruction-stack\.yml/.test(r.locations[0]!.physicalLocation.artifactLocation.uri))).toBe(false);
  });

  it('has one result per finding with a file: rule, level, message, a repository-relative location and fingerprints', () => {
    expect(run.results).toHaveLength(findings.filter((f) => f.path).length);
    const rules = run.tool.driver.rules;
    for (const r of run.results) {
      expect(rules[r.ruleIndex]!.id).toBe(r.ruleId);
      expect(['error', 'warning', 'note']).toContain(r.level);
      expect(r.message.text.length).toBeGreaterThan(0);
      expect(r.locations).toHaveLength(1);
      const loc = r.locations[0]!.physicalLocation;
      expect(loc.artifactLocation.uri).not.toMatch(/^(\/|[a-z]+:)/i);
      expect(loc.artifactLocation.uri).not.toBe('');
      expect(loc.artifactLocation.uriBaseId).toBe('%SRCROOT%');
      expect(Number.isInteger(loc.region.startLine)).toBe(true);
      expect(loc.region.startLine).toBeGreaterThanOrEqual(1);
      if (loc.region.endLine !== undefined) expect(loc.region.endLine).toBeGreaterThanOrEqual(loc.region.startLine);
      expect(Object.values(r.partialFingerprints)[0]).toMatch(/^[0-9a-f]{32}$/);
    }
    const fps = run.results.map((r) => Object.values(r.partialFingerprints)[0]);
    expect(new Set(fps).size).toBe(fps.length);
  });

  it('maps severities, encodes paths and includes the fix', () => {
    const err = run.results.find((r) => r.ruleId === 'symlink' && r.level === 'error')!;
    expect(err.message.text).toMatch(/\nFix: /);
    const odd = run.results.find((r) => r.message.text.startsWith('odd path'))!;
    expect(odd.locations[0]!.physicalLocation.artifactLocation.uri).toBe('dir%20with%20space/AGENTS%231.md');
    expect(odd.locations[0]!.physicalLocation.region.startLine).toBe(1);
    expect(toUri('.github/copilot-instructions.md')).toBe('.github/copilot-instructions.md');
    expect(run.results.some((r) => r.level === 'note')).toBe(true);
  });

  it('is plain JSON (round-trips)', () => {
    expect(JSON.parse(JSON.stringify(log))).toEqual(log);
  });
});

describe('text output', () => {
  it('prints path:line: severity [check] message (tools), the fix indented, and a summary', () => {
    const text = findingsText([
      { check: 'fork', severity: 'error', path: 'CLAUDE.md', line: 4, message: 'drifted\n--- a\n+++ b', tools: ['claude-code', 'codex'], fix: 'Merge.' },
      { check: 'symlink', severity: 'note', path: '', message: 'root note' },
      { check: 'budget', severity: 'warning', path: 'AGENTS.md', message: 'long' },
    ]);
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('CLAUDE.md:4: error [fork] drifted (claude-code, codex)');
    expect(lines[1]).toMatch(/^\s+--- a$/);
    expect(lines[3]).toBe('    fix: Merge.');
    expect(lines[4]).toBe('.: note [symlink] root note');
    expect(lines[5]).toBe('AGENTS.md: warning [budget] long');
    expect(lines[6]).toBe('1 error, 1 warning, 1 note');
    expect(summaryLine([])).toBe('0 errors, 0 warnings');
  });
});
