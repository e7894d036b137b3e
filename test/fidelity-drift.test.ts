// The drift command's bookkeeping (no tool is installed or run here): the verified-versions data
// file, the README table that states the same versions, and the --version flag.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseVersionFlag, readmeVersion, renderVerifiedVersions, updateReadme, verdict } from '../fidelity/drift.js';
import { TOOLS } from '../fidelity/tools.js';
import { PROFILES } from '../src/profiles/index.js';
import { VERIFIED_VERSIONS } from '../src/profiles/verified-versions.js';

const ROOT = join(__dirname, '..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

describe('verified versions: one data file', () => {
  it('is exactly what the drift command writes (so a rewrite changes only the versions)', () => {
    expect(renderVerifiedVersions(VERIFIED_VERSIONS)).toBe(readFileSync(join(ROOT, 'src', 'profiles', 'verified-versions.ts'), 'utf8'));
  });

  it('is the version the fidelity runner installs, the profile states and the README table shows', () => {
    for (const [tool, v] of Object.entries(VERIFIED_VERSIONS)) {
      expect(TOOLS.find((t) => t.id === tool)?.version, tool).toBe(v.version);
      expect(PROFILES.find((p) => p.id === tool)?.verified.version, tool).toBe(v.version);
      expect(readmeVersion(README, tool), `README row of ${tool}`).toBe(v.version);
    }
  });
});

describe('drift bookkeeping', () => {
  it('rewrites only the version in the README row of that tool', () => {
    const next = updateReadme(README, 'codex', '9.8.7');
    expect(readmeVersion(next, 'codex')).toBe('9.8.7');
    expect(readmeVersion(next, 'pi')).toBe(VERIFIED_VERSIONS.pi.version);
    expect(next.split('\n').filter((l, i) => l !== README.split('\n')[i])).toHaveLength(1);
    expect(updateReadme(README, 'no-such-tool', '1.2.3')).toBe(README);
  });

  it('verifies a version only when every case agrees, and never on an empty corpus', () => {
    expect(verdict('codex', '1.0.0', '1.1.0', [{ verdict: 'agree' }, { verdict: 'agree' }]).verified).toBe(true);
    expect(verdict('codex', '1.0.0', '1.1.0', [{ verdict: 'agree' }, { verdict: 'disagree' }]).verified).toBe(false);
    expect(verdict('codex', '1.0.0', '1.1.0', [{ verdict: 'agree' }, { verdict: 'error' }]).verified).toBe(false);
    expect(verdict('codex', '1.0.0', '1.1.0', []).verified).toBe(false);
  });

  it('reads --version tool=x.y.z lists and rejects what is not one', () => {
    const ids = (raw: string): string | undefined => ({ codex: 'codex', claude: 'claude-code', pi: 'pi' })[raw];
    expect([...parseVersionFlag('codex=0.171.0, claude=2.1.400', ids)]).toEqual([['codex', '0.171.0'], ['claude-code', '2.1.400']]);
    expect(() => parseVersionFlag('codex', ids)).toThrow(/tool=x\.y\.z/);
    expect(() => parseVersionFlag('nope=1.2.3', ids)).toThrow(/unknown tool/);
    expect(() => parseVersionFlag('pi=latest', ids)).toThrow(/not a version/);
  });
});
