// `instruction-stack tools`: the profiles and their key facts.
import { PROFILES } from '../profiles/index.js';
import { UsageError } from '../repo/open.js';
import { toolDocUri } from '../output/sarif.js';
import { defineCommand, helpText, parseCommand } from './args.js';
import { formatOption, OPTIONS } from './options.js';
import type { Profile } from '../profiles/profile.js';

function walkText(p: Profile): string {
  return p.scope ?? (p.walk.aboveRoot ? 'git root → cwd, and above the root' : 'git root → cwd');
}

export const TOOLS_COMMAND = defineCommand({
  name: 'tools',
  summary: 'List the tool profiles: the files each reads, how it walks, its imports, and the version it was verified against.',
  options: { format: formatOption(['text', 'json']), json: OPTIONS.json },
});

export function toolsCommand(argv: string[]): number {
  const parsed = parseCommand(TOOLS_COMMAND, argv);
  if (parsed.help) {
    process.stdout.write(helpText(TOOLS_COMMAND));
    return 0;
  }
  if (parsed.positionals.length > 0) throw new UsageError(`unexpected argument: ${parsed.positionals[0]}`);
  if (parsed.values.format === 'json') {
    const out = PROFILES.map((p) => ({
      id: p.id,
      name: p.name,
      verified: p.verified,
      names: p.names({}),
      walk: p.walk,
      imports: p.imports ? { maxDepth: p.imports.maxDepth, splice: p.imports.splice, inComments: p.imports.inComments } : null,
      walkText: walkText(p),
      rulesDirs: (p.rulesDirs ?? []).map((r) => r.dir),
      default: p.ownFiles ? { optIn: true, when: p.ownFiles } : { optIn: false },
      knobs: p.knobs,
      outsideView: p.outsideView,
      docs: toolDocUri(p.id),
    }));
    process.stdout.write(JSON.stringify(out, null, 2) + '\n');
    return 0;
  }
  for (const p of PROFILES) {
    const imp = p.imports ? `@imports ${p.imports.splice}, ${p.imports.maxDepth} hops, in comments ${p.imports.inComments}` : 'no @imports';
    const walk = walkText(p);
    const rules = p.rulesDirs?.length ? `${''.padEnd(17)} rules: ${p.rulesDirs.map((r) => `${r.dir}/`).join(', ')}\n` : '';
    const dflt = p.ownFiles ? `opt-in (analysed by default when ${p.ownFiles.join(', ')} exists)` : 'in the default set';
    process.stdout.write(
      `${p.id.padEnd(17)} ${p.name}\n` +
        `${''.padEnd(17)} reads: ${p.names({}).join(', ')}\n` +
        rules +
        `${''.padEnd(17)} walk: ${walk}; without .git: ${p.walk.noMarker}; ${imp}\n` +
        `${''.padEnd(17)} ${dflt}\n` +
        `${''.padEnd(17)} verified by ${p.verified.method} against ${p.verified.version}${p.knobs.length ? `; knobs: ${p.knobs.join(', ')}` : ''}\n` +
        `${''.padEnd(17)} docs: ${toolDocUri(p.id)}\n`,
    );
  }
  return 0;
}
