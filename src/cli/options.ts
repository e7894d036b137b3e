// Engine options for CLI commands. The config file loader is shared with the action.
import type { RepoView } from '../repo/view.js';
import type { EngineOptions } from '../types.js';

export function loadEngineOptions(_view: RepoView, _configPath?: string): EngineOptions {
  return {};
}
