// Types of scripts/config-validator.mjs (for test/config-validator.test.ts).
export declare const SCHEMA_FILE: string;
export declare const VALIDATOR_FILE: string;
export declare const AJV_OPTIONS: { allErrors: boolean; verbose: boolean; strict: boolean; allowUnionTypes: boolean };
export declare function validatorSource(schema: unknown): string;
