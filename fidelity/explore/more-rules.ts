// Values of the `rules` dimension for the agents added after the first ten (Cline, Kilo Code, Continue):
// their rules folders and files, in the places and shapes their loaders treat differently. They join
// the dimension only when a selected tool lists them (`exploreRules` in tools.ts), so the cases
// generated for the other tools (and their stored results) stay what they were.

/** What `rules()` in generate.ts lends a variant: a rule file with optional frontmatter, a plain file. */
export interface RuleWriter {
  /** `path` with a frontmatter of `key` (the case's glob and glob form) when given, then its sentinel. */
  rule(path: string, key?: string): void;
  /** `path` with a literal frontmatter block (without the `---` lines) before its sentinel. */
  withFrontmatter(path: string, yaml: string): void;
}

/** Each variant: the files it writes and the rules folders it returns (for the `rules-dir-link` links). */
const VARIANTS: Readonly<Record<string, (w: RuleWriter) => string[]>> = {
  // Cline: `.clinerules/` (md/markdown/txt, not recursive, `paths` frontmatter not applied by the CLI)
  'cline-rules': (w) => {
    w.rule('.clinerules/r.md', 'paths');
    w.rule('.clinerules/c.txt');
    w.rule('.clinerules/sub/s.md');
    return ['.clinerules'];
  },
  // `.clinerules` as one file
  'clinerules-file': (w) => {
    w.rule('.clinerules');
    return [];
  },
  // `.cline/rules/` beside `.clinerules/`: a rule of the same name replaces the earlier one; names sort
  'cline-both': (w) => {
    w.rule('.clinerules/r.md');
    w.rule('.cline/rules/r.md');
    w.withFrontmatter('.cline/rules/b.md', 'name: Zeta rule');
    w.withFrontmatter('.clinerules/off.md', 'enabled: false');
    return ['.clinerules', '.cline/rules'];
  },
  // Kilo Code: `.kilo/rules/`, `.kilocode/rules/` (a name taken by the first is skipped), `.kilocoderules`
  'kilo-rules': (w) => {
    w.rule('.kilo/rules/r.md', 'paths');
    w.rule('.kilocode/rules/r.md');
    w.rule('.kilocode/rules/k.md');
    w.rule('.kilocode/rules/n.txt');
    w.rule('.kilocoderules');
    return ['.kilo/rules', '.kilocode/rules'];
  },
  // mode rules of the built-in modes, nested folders
  'kilo-modes': (w) => {
    w.rule('.kilo/rules-code/r.md');
    w.rule('.kilocode/rules-ask/r.md');
    w.rule('.kilo/rules/sub/s.md');
    w.rule('.kilocoderules-architect');
    return ['.kilo/rules-code'];
  },
  // Continue: `.continue/rules/` recursive, `globs` rules not attached by the CLI, alwaysApply
  'continue-rules': (w) => {
    w.rule('.continue/rules/r.md', 'globs');
    w.rule('.continue/rules/sub/s.md');
    w.withFrontmatter('.continue/rules/always.md', 'alwaysApply: true\nglobs: "**/*.py"');
    return ['.continue/rules'];
  },
  'continue-options': (w) => {
    w.withFrontmatter('.continue/rules/inv.md', 'invokable: true');
    w.withFrontmatter('.continue/rules/off.md', 'alwaysApply: false');
    w.rule('.continue/rules/b.md');
    w.rule('.continue/rules/A.MD');
    return ['.continue/rules'];
  },
  // every tool's folder in the intermediate directory `a/` (read only from a session there)
  'more-in-subdir': (w) => {
    w.rule('a/.clinerules/r.md');
    w.rule('a/.kilo/rules/r.md');
    w.rule('a/.continue/rules/r.md');
    return ['a/.clinerules'];
  },
};

export const MORE_RULES: readonly string[] = Object.keys(VARIANTS);

/** The folders written for `variant`, or undefined when it is not one of these. */
export function moreRules(variant: string, w: RuleWriter): string[] | undefined {
  return VARIANTS[variant]?.(w);
}
