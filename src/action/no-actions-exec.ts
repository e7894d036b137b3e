// Stands in, in the bundles only (tsconfig.json `paths`, which ncc applies), for `@actions/exec`.
// Its one importer there is @actions/core's `platform` helper (core.platform.getDetails), which this
// action never calls; the real module (with @actions/io, which it imports) is ~46 KB compiled and
// evaluated at every start, loading node:assert. Anything that does reach this fails loudly.
export function getExecOutput(): never {
  throw new Error('instruction-stack: @actions/exec is left out of this bundle (core.platform is not used); see src/action/no-actions-exec.ts');
}
