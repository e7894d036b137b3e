// Drift: `npm run fidelity -- --latest` / `--version tool=x.y.z` runs the corpus on another release of
// a tool and, when every case agrees with the engine, records that release as verified in the one data
// file src/profiles/verified-versions.ts (read by the profiles, `instruction-stack tools`,
// fidelity/tools.ts and docs/fidelity.md) and in the README table. Pure functions here; run.ts does I/O.
import type { VerifiedVersion } from '../src/profiles/verified-versions.js';
import { runProcess } from './runner.js';
import type { ToolSpec } from './tools.js';

const SEMVER = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/;

/** `codex=0.171.0,pi=0.74.0` → tool → version (ids after alias resolution by `resolve`). */
export function parseVersionFlag(v: string, resolve: (raw: string) => string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of v.split(',').map((s) => s.trim()).filter(Boolean)) {
    const m = /^([^=]+)=(.+)$/.exec(part);
    if (!m?.[1] || !m[2]) throw new Error(`--version wants tool=x.y.z, got "${part}"`);
    const id = resolve(m[1].trim());
    if (!id) throw new Error(`--version: unknown tool "${m[1]}"`);
    const version = m[2].trim();
    if (!SEMVER.test(version)) throw new Error(`--version ${id}: "${version}" is not a version (x.y.z)`);
    out.set(id, version);
  }
  return out;
}

/** Newest release on the npm registry (`npm view <pkg> version`, the ordinary client). */
export async function latestVersion(spec: ToolSpec): Promise<string> {
  const env: Record<string, string> = {};
  for (const [k, val] of Object.entries(process.env)) if (val !== undefined) env[k] = val;
  const r = await runProcess('npm', ['view', spec.pkg, 'version'], process.cwd(), env, 60_000);
  const v = r.stdout.trim().split('\n').pop()?.trim() ?? '';
  if (r.exitCode !== 0 || !SEMVER.test(v)) throw new Error(`npm view ${spec.pkg} version: ${r.timedOut ? 'timed out' : (r.stderr.trim().split('\n').pop() ?? `exit ${r.exitCode ?? '?'}`)}`);
  return v;
}

export interface DriftVerdict {
  tool: string;
  from: string;
  to: string;
  total: number;
  agreed: number;
  /** Every case agreed (and there was at least one): the version may be recorded. */
  verified: boolean;
}

export function verdict(tool: string, from: string, to: string, results: ReadonlyArray<{ verdict: string }>): DriftVerdict {
  const agreed = results.filter((r) => r.verdict === 'agree').length;
  return { tool, from, to, total: results.length, agreed, verified: results.length > 0 && agreed === results.length };
}

const HEADER = `// The tool versions our profiles are verified against by execution: one data file, written by
// \`npm run fidelity -- --latest\` / \`--version tool=x.y.z\` when every case of the corpus agrees with
// the engine (fidelity/drift.ts), and read by the profiles (\`verified\`), \`instruction-stack tools\`,
// fidelity/tools.ts (the version installed), the README table and docs/fidelity.md. Do not edit by
// hand: rerun the fidelity command instead.
export interface VerifiedVersion {
  version: string;
  /** Day of the run that verified it. */
  date: string;
  /** Cases that agreed in that run (fixtures/oracle vantages + explorer cases). */
  cases: number;
}
`;

/** The whole text of src/profiles/verified-versions.ts for `versions` (key order kept). */
export function renderVerifiedVersions(versions: Readonly<Record<string, VerifiedVersion>>): string {
  const body = JSON.stringify(versions, null, 2);
  return `${HEADER}\nexport const VERIFIED_VERSIONS = ${body} as const satisfies Record<string, VerifiedVersion>;\n\nexport type VerifiedTool = keyof typeof VERIFIED_VERSIONS;\n`;
}

/**
 * The README tool table states each verified version as "**run**: <version>" in the row of the tool
 * ("| `codex` | …"). Replaces the first version in that cell; unchanged text if the row is not found.
 */
export function updateReadme(readme: string, tool: string, version: string): string {
  const lines = readme.split('\n');
  const i = lines.findIndex((l) => l.startsWith(`| \`${tool}\` |`) && l.includes('**run**:'));
  if (i < 0) return readme;
  lines[i] = (lines[i] ?? '').replace(/(\*\*run\*\*: (?:CLI )?)\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?/, `$1${version}`);
  return lines.join('\n');
}

/** The version the README row of `tool` states, if any (the test keeps README and data file in step). */
export function readmeVersion(readme: string, tool: string): string | undefined {
  const row = readme.split('\n').find((l) => l.startsWith(`| \`${tool}\` |`) && l.includes('**run**:'));
  return row ? /\*\*run\*\*: (?:CLI )?(\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?)/.exec(row)?.[1] : undefined;
}
