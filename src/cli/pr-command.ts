// The `pr` command's options, apart from the command (./pr.ts): `--help` and the dispatch in
// ./main.ts need them on every run, the GitHub client behind the command only when it runs.
import { defineCommand } from './args.js';
import { formatOption, OPTIONS } from './options.js';

export const PR_COMMAND = defineCommand({
  name: 'pr',
  summary: "Analyse a pull request through the GitHub REST API exactly as the GitHub Action does; exit 1 when a finding reaches --fail-on.",
  args: '<owner>/<repo>#<number>',
  options: {
    comment: { type: 'boolean', description: 'Post or update the sticky PR comment the action maintains (needs a token that can write to pull requests).' },
    format: formatOption(['markdown', 'json']),
    json: OPTIONS.json,
    config: OPTIONS.config,
    tool: OPTIONS.tool,
    'fail-on': OPTIONS.failOn,
    timeout: OPTIONS.timeout,
  },
  details: `The token comes from GITHUB_TOKEN or GH_TOKEN; GITHUB_API_URL selects GitHub Enterprise Server.
HTTPS_PROXY / NO_PROXY are honoured. Exit codes: 0 passing, 1 a finding at --fail-on, 2 usage,
configuration or lookup error; past --timeout the run fails (exit 1), saying how far it got.`,
});
