// One argument parser for every command: node:util parseArgs underneath, a declaration per option
// (help text, old spellings, accepted values), generated `--help`, and "did you mean" for a mistyped
// option or value. Adding an option to a command is one entry in its `options`.
import { parseArgs } from 'node:util';
import { didYouMean } from '../edit-distance.js';
import { UsageError } from '../repo/open.js';

export interface OptionSpec {
  type: 'string' | 'boolean';
  /** One line for `--help`. */
  description: string;
  /** Placeholder of a string option's value in `--help` (`--tool <ids>`). */
  value?: string;
  short?: string;
  /** Accepted values of a string option, checked here with a suggestion. */
  choices?: readonly string[];
  /** Old spellings: accepted, never shown. */
  aliases?: readonly string[];
  /** Accepted but not listed in `--help` (kept for compatibility). */
  hidden?: boolean;
  /** A boolean shortcut for a value of another option (`--json` = `--format json`). */
  sets?: { option: string; value: string };
}

export type OptionSpecs = Record<string, OptionSpec>;

export interface CommandSpec<O extends OptionSpecs = OptionSpecs> {
  name: string;
  /** One line: what the command does (also listed by `instruction-stack --help`). */
  summary: string;
  /** Positionals, as shown after the command name (`<path>...`). */
  args?: string;
  /** Paragraphs after the option list. */
  details?: string;
  options: O;
}

export type Values<O extends OptionSpecs> = { [K in keyof O]?: O[K]['type'] extends 'boolean' ? boolean : string };

export type Parsed<O extends OptionSpecs> = { help: true } | { help: false; values: Values<O>; positionals: string[] };

export const PROGRAM = 'instruction-stack';

/** Declares a command, keeping the literal option names for typed values. */
export function defineCommand<O extends OptionSpecs>(spec: CommandSpec<O>): CommandSpec<O> {
  return spec;
}

const HELP: OptionSpec = { type: 'boolean', short: 'h', description: 'Show this help and exit.' };

function allOptions(spec: CommandSpec): [string, OptionSpec][] {
  return [...Object.entries(spec.options), ['help', HELP]];
}

/** Parses argv for a command; UsageError (exit 2) for anything it does not accept. */
export function parseCommand<O extends OptionSpecs>(spec: CommandSpec<O>, argv: string[]): Parsed<O> {
  const entries = allOptions(spec);
  const canonical = new Map<string, string>();
  const config: Record<string, { type: 'string' | 'boolean'; short?: string }> = {};
  for (const [name, o] of entries) {
    for (const n of [name, ...(o.aliases ?? [])]) {
      canonical.set(n, name);
      config[n] = n === name && o.short ? { type: o.type, short: o.short } : { type: o.type };
    }
  }
  const visible = entries.filter(([, o]) => !o.hidden).map(([n]) => `--${n}`);

  // First pass, lenient: name an unknown option with a suggestion before parseArgs' generic message.
  const loose = parseArgs({ args: argv, options: config, strict: false, allowPositionals: true, tokens: true });
  for (const t of loose.tokens ?? []) {
    if (t.kind === 'option' && !canonical.has(t.name) && !(t.name.length === 1 && entries.some(([, o]) => o.short === t.name))) {
      throw new UsageError(`unknown option ${t.rawName}${didYouMean(`--${t.name}`, visible)}`);
    }
  }
  let raw: { values: Record<string, string | boolean | (string | boolean)[] | undefined>; positionals: string[] };
  try {
    raw = parseArgs({ args: argv, options: config, strict: true, allowPositionals: true });
  } catch (err) {
    throw new UsageError(`${cleanParseError((err as Error).message)}`);
  }
  const values: Record<string, string | boolean> = {};
  for (const [n, v] of Object.entries(raw.values)) {
    if (v === undefined || Array.isArray(v)) continue;
    values[canonical.get(n) ?? n] = v;
  }
  if (values.help === true) return { help: true };
  for (const [name, o] of entries) {
    if (o.sets && values[name] === true && values[o.sets.option] === undefined) values[o.sets.option] = o.sets.value;
  }
  for (const [name, o] of entries) {
    const v = values[name];
    if (o.choices && typeof v === 'string' && !o.choices.includes(v)) {
      throw new UsageError(`--${name} must be one of ${o.choices.join(', ')} (got ${v})${didYouMean(v, o.choices)}`);
    }
  }
  return { help: false, values: values as Values<O>, positionals: raw.positionals };
}

/** parseArgs' messages carry advice about `--`; keep the first sentence. */
function cleanParseError(message: string): string {
  return message.split(/\. To specify/)[0]!.replace(/\.$/, '');
}

/** The usage line: `instruction-stack explain <path>... [options]`. */
export function usageLine(spec: CommandSpec): string {
  return `usage: ${PROGRAM} ${spec.name}${spec.args ? ` ${spec.args}` : ''} [options]`;
}

/** Generated `--help`: usage, summary, every visible option with its description. */
export function helpText(spec: CommandSpec): string {
  const rows = allOptions(spec)
    .filter(([, o]) => !o.hidden)
    .map(([name, o]) => {
      const flag = `${o.short ? `-${o.short}, ` : '    '}--${name}${o.type === 'string' ? ` <${o.value ?? 'value'}>` : ''}`;
      const choices = o.choices && !o.description.includes(o.choices[0]!) ? ` One of: ${o.choices.join(', ')}.` : '';
      return [flag, o.description + choices] as const;
    });
  const width = Math.max(...rows.map(([f]) => f.length)) + 2;
  const lines = [usageLine(spec), '', spec.summary, '', 'options:', ...rows.map(([f, d]) => `  ${f.padEnd(width)}${d}`)];
  if (spec.details) lines.push('', spec.details.trim());
  return lines.join('\n') + '\n';
}
