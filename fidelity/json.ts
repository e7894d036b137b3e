// Small helpers for untyped JSON (request bodies, stored results, engine output) without `any`.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function asArray(v: unknown): Json[] {
  return Array.isArray(v) ? (v as Json[]) : [];
}

export function asString(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

export function asNumber(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

export function field(v: unknown, key: string): Json | undefined {
  return isObject(v) ? v[key] : undefined;
}

export function parseJson(text: string): Json | undefined {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}

/** Every string in a JSON value, in document order, with its JSON path. */
export function* strings(v: Json | undefined, path = '$'): Generator<[string, string]> {
  if (typeof v === 'string') yield [path, v];
  else if (Array.isArray(v)) for (let i = 0; i < v.length; i++) yield* strings(v[i], `${path}[${i}]`);
  else if (isObject(v)) for (const k of Object.keys(v)) yield* strings(v[k], `${path}.${k}`);
}
