// Stands in, in the bundles only (tsconfig.json `paths`, which ncc applies), for the module
// `@actions/http-client`. Its one importer there is @actions/core's OIDC helper (core.getIDToken),
// which this action never calls; the real module imports undici (0.9 MB, the largest module of
// the bundle, and its evaluation ~50 ms of every start). The action's own requests go through
// src/github/proxy.ts. Anything that does reach this fails loudly instead of sending a request.
// (http-client's `lib/proxy` and `lib/auth` are other module names: not replaced.)
export class HttpClient {
  constructor() {
    throw new Error('instruction-stack: @actions/http-client is left out of this bundle (OIDC tokens are not used); see src/action/no-http-client.ts');
  }
}
