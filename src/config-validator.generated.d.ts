// Types of src/config-validator.generated.js (written by scripts/config-validator.mjs).
import type { ErrorObject } from 'ajv';

/** The configuration schema's validation: true when `data` conforms; else its errors are in `validate.errors`. */
export interface ConfigValidate {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export declare const validate: ConfigValidate;
export default validate;
