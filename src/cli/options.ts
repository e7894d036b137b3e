// The configuration file for CLI commands: the same loader and validation as the action.
import { ConfigError, loadConfig, viewSource, type Config } from '../config.js';
import { CHECK_IDS } from '../checks/index.js';
import { UsageError } from '../repo/open.js';
import type { RepoView } from '../repo/view.js';

/** `.github/instruction-stack.yml` (or `path`) from the analysed tree; a bad file is a usage error with its location. */
export function loadCliConfig(view: RepoView, path?: string): Config {
  try {
    return loadConfig(viewSource(view), path, { knownChecks: CHECK_IDS }).config;
  } catch (err) {
    if (err instanceof ConfigError) throw new UsageError(`configuration: ${err.message.split('\n')[0]}`);
    throw err;
  }
}
