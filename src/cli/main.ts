// The CLI: thin dispatch over the engine. Exit codes: 0 ok, 1 failing findings (check, pr), 2 usage or input error.
import { UsageError } from '../repo/open.js';
import { explainCommand, EXPLAIN_USAGE } from './explain.js';
import { toolsCommand } from './tools.js';
import { checkCommand } from './check.js';
import { prCommand } from './pr.js';

const USAGE = `instruction-stack: what each AI coding agent reads in this repository

usage:
  instruction-stack explain <path>... [--tool a,b] [--cwd dir] [--root dir] [--rev REV] [--json] [--text]
  instruction-stack check [--root dir] [--rev REV] [--base REV] [--format text|json|sarif]
  instruction-stack pr <owner>/<repo>#<number> [--comment] [--json]
  instruction-stack tools [--json]

exit codes: 0 ok, 1 failing findings, 2 usage or input error`;

export async function main(argv: string[]): Promise<number> {
  const [cmd, ...rest] = argv;
  try {
    switch (cmd) {
      case 'explain':
        return await explainCommand(rest);
      case 'tools':
        return toolsCommand(rest.includes('--json'));
      case 'check':
        return await checkCommand(rest);
      case 'pr':
        return await prCommand(rest);
      case undefined:
      case '-h':
      case '--help':
      case 'help':
        process.stdout.write(USAGE + '\n');
        return cmd === undefined ? 2 : 0;
      default:
        throw new UsageError(`unknown command: ${cmd}\n${USAGE}`);
    }
  } catch (err) {
    if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`instruction-stack: ${(err as Error).message}\n`);
      if (cmd === 'explain' && !(err instanceof UsageError)) process.stderr.write(EXPLAIN_USAGE + '\n');
      return 2;
    }
    process.stderr.write(`instruction-stack: internal error: ${(err as Error).message}\n`);
    return 3;
  }
}
