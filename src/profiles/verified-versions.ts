// The tool versions our profiles are verified against by execution: one data file, written by
// `npm run fidelity -- --latest` / `--version tool=x.y.z` when every case of the corpus agrees with
// the engine (fidelity/drift.ts), and read by the profiles (`verified`), `instruction-stack tools`,
// fidelity/tools.ts (the version installed), the README table and docs/fidelity.md. Do not edit by
// hand: rerun the fidelity command instead.
export interface VerifiedVersion {
  version: string;
  /** Day of the run that verified it. */
  date: string;
  /** Cases that agreed in that run (fixtures/oracle vantages + explorer cases). */
  cases: number;
}

export const VERIFIED_VERSIONS = {
  "codex": {
    "version": "0.171.0",
    "date": "2026-12-01",
    "cases": 42
  },
  "claude-code": {
    "version": "2.1.332",
    "date": "2026-12-01",
    "cases": 79
  },
  "qwen-code": {
    "version": "0.24.4",
    "date": "2026-12-01",
    "cases": 41
  },
  "gemini-cli": {
    "version": "0.61.0",
    "date": "2026-12-01",
    "cases": 45
  },
  "pi": {
    "version": "0.73.1",
    "date": "2026-12-01",
    "cases": 41
  },
  "opencode": {
    "version": "1.18.33",
    "date": "2026-12-01",
    "cases": 40
  },
  "copilot": {
    "version": "1.0.102",
    "date": "2026-12-01",
    "cases": 56
  }
} as const satisfies Record<string, VerifiedVersion>;

export type VerifiedTool = keyof typeof VERIFIED_VERSIONS;
