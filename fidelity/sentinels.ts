// Sentinel bookkeeping: every planted fixture file carries unique SENTINEL_* tokens, so "which
// files, in which order" = which tokens, in which order of first appearance.
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Json, strings } from './json.js';

export const SENTINEL_RE = /SENTINEL_[A-Za-z0-9_]+/g;

export interface SentinelHit {
  token: string;
  count: number;
}

/** Distinct tokens in order of first appearance, with their number of occurrences. */
export function sentinelsIn(text: string): SentinelHit[] {
  const seen = new Map<string, SentinelHit>();
  for (const m of text.matchAll(SENTINEL_RE)) {
    const hit = seen.get(m[0]);
    if (hit) hit.count++;
    else seen.set(m[0], { token: m[0], count: 1 });
  }
  return [...seen.values()];
}

/** A touched file's own marker (`SENTINEL_<FX>_TOUCHED_<NAME>`): it is content, not an instruction. */
export function isTouchedMarker(token: string): boolean {
  return /_TOUCHED_/.test(token);
}

export interface PlantedFile {
  /** Repository-relative POSIX path. */
  path: string;
  content: Buffer;
  /** Tokens in the file, in order. */
  tokens: string[];
}

/** All regular files with sentinels under `root` (symlinks are not followed; `.git` skipped). */
export function plantedFiles(root: string): PlantedFile[] {
  const out: PlantedFile[] = [];
  const walk = (dir: string, rel: string): void => {
    for (const name of readdirSync(dir).sort()) {
      if (name === '.git') continue;
      const abs = join(dir, name);
      const r = rel ? `${rel}/${name}` : name;
      const st = lstatSync(abs);
      if (st.isDirectory()) walk(abs, r);
      else if (st.isFile()) {
        const content = readFileSync(abs);
        const tokens = [...content.toString('utf8').matchAll(SENTINEL_RE)].map((m) => m[0]);
        if (tokens.length) out.push({ path: r, content, tokens });
      }
    }
  };
  walk(root, '');
  return out;
}

/** Token -> files that contain it. */
export function tokenIndex(files: PlantedFile[]): Map<string, string[]> {
  const idx = new Map<string, string[]>();
  for (const f of files) {
    for (const t of new Set(f.tokens)) {
      const list = idx.get(t) ?? [];
      list.push(f.path);
      idx.set(t, list);
    }
  }
  return idx;
}

/** Common `SENTINEL_<FIXTURE>_` prefix of a fixture's tokens, for short display names. */
export function tokenPrefix(files: PlantedFile[]): string {
  const all = [...new Set(files.flatMap((f) => f.tokens))];
  if (all.length === 0) return 'SENTINEL_';
  const m = /^SENTINEL_[A-Za-z0-9]+_/.exec(all[0] ?? '');
  const p = m ? m[0] : 'SENTINEL_';
  return all.every((t) => t.startsWith(p)) ? p : 'SENTINEL_';
}

/**
 * Longest prefix (in bytes) of `content` that occurs inside one of `texts`. Used to find where a
 * tool cut a file: codex keeps exactly the first N bytes of the budget fixture.
 */
export function keptPrefixBytes(content: Buffer, texts: readonly string[]): number {
  const has = (n: number): boolean => {
    if (n === 0) return true;
    const needle = content.subarray(0, n).toString('utf8').replace(/\uFFFD$/, '');
    return texts.some((t) => t.includes(needle));
  };
  let lo = 0;
  let hi = content.length;
  if (has(hi)) return hi;
  while (lo < hi - 1) {
    const mid = (lo + hi) >> 1;
    if (has(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** Decoded strings of a request body (document order), or the raw body when it is not JSON. */
export function bodyStrings(body: string, json: Json | undefined): string[] {
  if (json === undefined) return [body];
  return [...strings(json)].map(([, s]) => s);
}
