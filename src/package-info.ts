// Facts about this package that outputs cite (SARIF's driver version and links), read from
// package.json at build time (ncc inlines it), never guessed: a link that package.json does not
// give is left out.
import pkg from '../package.json' with { type: 'json' };

interface PackageJson {
  version: string;
  homepage?: string;
  repository?: string | { type?: string; url?: string };
}

const p = pkg as unknown as PackageJson;

/** `git+https://github.com/o/r.git`, `github:o/r`, `o/r` → `https://github.com/o/r`; undefined when not a URL we can browse. */
export function repositoryWebUrl(repository: PackageJson['repository']): string | undefined {
  const raw = typeof repository === 'string' ? repository : repository?.url;
  if (!raw) return undefined;
  const short = /^(?:github:)?([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)$/.exec(raw);
  if (short) return `https://github.com/${short[1]}/${short[2]!.replace(/\.git$/, '')}`;
  const m = /^(?:git\+)?(https?:\/\/[^\s]+?)(?:\.git)?\/?$/.exec(raw) ?? /^git@([^:]+):(.+?)(?:\.git)?$/.exec(raw);
  if (!m) return undefined;
  return m[0].startsWith('git@') ? `https://${m[1]}/${m[2]}` : m[1];
}

export const PACKAGE_VERSION = p.version;
export const REPOSITORY_URL = repositoryWebUrl(p.repository);
export const HOMEPAGE_URL = p.homepage && /^https?:\/\//.test(p.homepage) ? p.homepage : undefined;
