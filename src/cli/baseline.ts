// `instruction-stack baseline`: today's findings as accepted debt, for the configuration key
// `baseline` (src/analysis/gate.ts). The same analysis as `check`, printed as a baseline file.
import { defineCommand, helpText, parseCommand } from './args.js';
import { CHECK_COMMAND, checkCommand } from './check.js';

const { root, rev, 'no-git': noGit, tool, config } = CHECK_COMMAND.options;

export const BASELINE_COMMAND = defineCommand({
  name: 'baseline',
  summary: 'Print the findings of the tree as a baseline file (> .github/instruction-stack-baseline.json); set `baseline:` in the configuration so they stop failing.',
  options: { root, rev, 'no-git': noGit, tool, config },
});

export async function baselineCommand(argv: string[]): Promise<number> {
  // Parsed here first so that `--help` and mistakes speak of this command, not of `check`.
  if (parseCommand(BASELINE_COMMAND, argv).help) {
    process.stdout.write(helpText(BASELINE_COMMAND));
    return 0;
  }
  return checkCommand([...argv, '--format', 'baseline']);
}
