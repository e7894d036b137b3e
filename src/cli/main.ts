// The CLI: thin dispatch over the engine. Exit codes: 0 ok, 1 failing findings (check, pr), 2 usage or input error.
import pkg from '../../package.json' with { type: 'json' };
import { didYouMean } from '../edit-distance.js';
import { UsageError } from '../repo/open.js';
import { PROGRAM, type CommandSpec } from './args.js';
import { EXPLAIN_COMMAND, explainCommand } from './explain.js';
import { TOOLS_COMMAND, toolsCommand } from './tools.js';
import { CHECK_COMMAND, checkCommand } from './check.js';
import { BASELINE_COMMAND, baselineCommand } from './baseline.js';
import { PR_COMMAND } from './pr-command.js';

interface Command {
  spec: CommandSpec;
  run: (argv: string[]) => Promise<number> | number;
}

/** Every command, in the order `--help` lists them. A new command is one entry here. */
const COMMANDS: Command[] = [
  { spec: EXPLAIN_COMMAND, run: (a) => explainCommand(a) },
  { spec: CHECK_COMMAND, run: (a) => checkCommand(a) },
  { spec: BASELINE_COMMAND, run: (a) => baselineCommand(a) },
  // Loaded when it runs: the GitHub client (octokit, undici) is over a third of the bundle, and every
  // other command would parse it at start for nothing.
  { spec: PR_COMMAND, run: async (a) => (await import('./pr.js')).prCommand(a) },
  { spec: TOOLS_COMMAND, run: (a) => toolsCommand(a) },
];

/** The package version (ncc inlines package.json into the bundle). */
export function version(): string {
  return pkg.version;
}

function usage(): string {
  const width = Math.max(...COMMANDS.map((c) => c.spec.name.length)) + 2;
  return [
    `${PROGRAM}: what each AI coding agent reads in this repository`,
    '',
    `usage: ${PROGRAM} <command> [options]     (${PROGRAM} <command> --help for its options)`,
    '',
    'commands:',
    ...COMMANDS.map((c) => `  ${c.spec.name.padEnd(width)}${c.spec.summary}`),
    '',
    'options:',
    '  -h, --help     Show this help.',
    '  -V, --version  Print the version.',
    '',
    'exit codes: 0 ok, 1 failing findings, 2 usage or input error, 3 internal error',
  ].join('\n');
}

export async function main(argv: string[]): Promise<number> {
  const [cmd, ...rest] = argv;
  const command = COMMANDS.find((c) => c.spec.name === cmd);
  try {
    if (command) return await command.run(rest);
    switch (cmd) {
      case undefined:
      case '-h':
      case '--help':
      case 'help':
        (cmd === undefined ? process.stderr : process.stdout).write(usage() + '\n');
        return cmd === undefined ? 2 : 0;
      case '-V':
      case '--version':
        process.stdout.write(`${version()}\n`);
        return 0;
      default:
        throw new UsageError(
          `unknown command: ${cmd}${didYouMean(cmd, COMMANDS.map((c) => c.spec.name))}; commands: ${COMMANDS.map((c) => c.spec.name).join(', ')} (see --help)`,
        );
    }
  } catch (err) {
    const where = command ? `${PROGRAM} ${command.spec.name}` : PROGRAM;
    if (err instanceof UsageError) {
      process.stderr.write(`${where}: ${err.message.split('\n')[0]}\n`);
      return 2;
    }
    process.stderr.write(`${where}: internal error: ${(err as Error).message}\n`);
    return 3;
  }
}
