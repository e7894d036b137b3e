// The SARIF 2.1.0 JSON Schema validator the tests share (no network: the schema comes from an npm package).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The SARIF 2.1.0 JSON Schema (draft-04) as Microsoft publishes it in @microsoft/sarif-matcher-utils
 * (2.1.0-rtm.5). The OASIS errata01 schema differs from it, for what we write, only in requiring a
 * start line (or offset) on every region: checked separately below.
 */
export function sarifValidator(): (data: unknown) => { ok: boolean; errors: string } {
  const require = createRequire(import.meta.url);
  const schemaPath = require.resolve('@microsoft/sarif-matcher-utils/lib/schemas/sarif-2.1.0-rtm.5.json');
  const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as Record<string, unknown>;
  // A CommonJS class (module.exports = Ajv); typed here by what the test uses.
  type Validate = ((d: unknown) => boolean) & { errors?: unknown };
  const Ajv = require('ajv-draft-04') as new (o: Record<string, unknown>) => { compile(s: object): Validate; errorsText(e: unknown, o?: object): string };
  // rtm.5's language pattern is not a valid Unicode-mode regular expression (fixed in errata01).
  // Formats (uri, date-time) are not checked: ajv needs ajv-formats for them.
  const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false, validateFormats: false });
  const validate = ajv.compile(schema);
  return (data) => {
    const ok = validate(data) as boolean;
    return { ok, errors: ajv.errorsText(validate.errors, { separator: '\n' }) };
  };
}
