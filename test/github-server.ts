// A small stand-in for the GitHub REST API on 127.0.0.1, with in-memory state: pull requests,
// their files, compare, git trees and blobs (served from a local git repository), issue comments.
// Faults can be injected per route (403 on comments, 5xx once, rate limits) and every request is
// logged for assertions.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PullFile {
  filename: string;
  status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed';
  previous_filename?: string;
}

export interface FakePull {
  number: number;
  baseSha: string;
  headSha: string;
  baseRef?: string;
  headRef?: string;
  /** Defaults to the base repository (not a fork). */
  headRepo?: string | null;
  title?: string;
  /** Files as `pulls.listFiles` returns them; computed from git when absent. */
  files?: PullFile[];
}

export interface FakeComment {
  id: number;
  body: string;
  user: { login: string; type: string };
  created_at: string;
  updated_at: string;
}

export interface Fault {
  method?: string;
  /** Matched against the path without the query string. */
  path: RegExp;
  status: number;
  /** How many times the fault fires (default: always). */
  times?: number;
  message?: string;
  headers?: Record<string, string>;
  /** Accept the request and never answer (a stalled server). */
  hang?: boolean;
}

export interface LoggedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  status: number;
  auth?: string;
}

export interface FakeRepo {
  owner: string;
  repo: string;
  /** A git repository holding every commit the PRs name. */
  gitDir: string;
  pulls: Map<number, FakePull>;
  comments: Map<number, FakeComment[]>;
}

/** GitHub's cap on `GET /pulls/{n}/files`. */
export const FILES_CAP = 3000;

export class FakeGitHub {
  private server: Server | undefined;
  readonly repos = new Map<string, FakeRepo>();
  readonly faults: Fault[] = [];
  readonly log: LoggedRequest[] = [];
  private nextCommentId = 1000;
  /** Personal tokens and the user each belongs to; `ghs_` tokens are installation tokens (GITHUB_TOKEN). */
  readonly users = new Map<string, string>();
  url = '';
  /** Milliseconds every answer waits, as a distant API does (the bench's network round trip). */
  latencyMs = 0;
  /** Mark every recursive tree listing as truncated (GitHub does past 100,000 entries or 7 MB). */
  truncateTrees = false;

  addRepo(owner: string, repo: string, gitDir: string): FakeRepo {
    const r: FakeRepo = { owner, repo, gitDir, pulls: new Map(), comments: new Map() };
    this.repos.set(`${owner}/${repo}`.toLowerCase(), r);
    return r;
  }

  addPull(owner: string, repo: string, pull: FakePull): void {
    this.repo(owner, repo).pulls.set(pull.number, pull);
  }

  comments(owner: string, repo: string, number: number): FakeComment[] {
    return this.repo(owner, repo).comments.get(number) ?? [];
  }

  addComment(owner: string, repo: string, number: number, body: string, login = 'someone'): FakeComment {
    const r = this.repo(owner, repo);
    const now = new Date().toISOString();
    const c: FakeComment = { id: this.nextCommentId++, body, user: { login, type: 'User' }, created_at: now, updated_at: now };
    r.comments.set(number, [...(r.comments.get(number) ?? []), c]);
    return c;
  }

  requests(method: string, path: RegExp): LoggedRequest[] {
    return this.log.filter((l) => l.method === method && path.test(l.path));
  }

  reset(): void {
    this.faults.length = 0;
    this.log.length = 0;
  }

  private repo(owner: string, repo: string): FakeRepo {
    const r = this.repos.get(`${owner}/${repo}`.toLowerCase());
    if (!r) throw new Error(`no fake repo ${owner}/${repo}`);
    return r;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((e: unknown) => {
        send(res, 500, { message: `fake server error: ${(e as Error).message}` });
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', () => resolve()));
    const addr = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${addr.port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      if (!this.server) return resolve();
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const u = new URL(req.url ?? '/', this.url);
    const method = req.method ?? 'GET';
    const body = await readBody(req);
    const entry: LoggedRequest = { method, path: u.pathname, query: u.searchParams, status: 0, auth: req.headers.authorization };
    this.log.push(entry);
    const reply = (status: number, data: unknown, headers: Record<string, string> = {}): void => {
      entry.status = status;
      if (this.latencyMs > 0) setTimeout(() => send(res, status, data, headers), this.latencyMs);
      else send(res, status, data, headers);
    };
    for (const f of this.faults) {
      if ((f.method && f.method !== method) || !f.path.test(u.pathname)) continue;
      if (f.times !== undefined) {
        if (f.times <= 0) continue;
        f.times--;
      }
      if (f.hang) return;
      return reply(f.status, { message: f.message ?? `injected ${f.status}`, documentation_url: 'https://docs.github.com/rest' }, f.headers);
    }
    let m: RegExpExecArray | null;
    const route = (re: RegExp): boolean => (m = re.exec(u.pathname)) !== null;
    const repoOf = (): FakeRepo | undefined => this.repos.get(`${m?.[1]}/${m?.[2]}`.toLowerCase());

    const token = (req.headers.authorization ?? '').replace(/^(token|bearer)\s+/i, '');
    if (method === 'GET' && u.pathname === '/user') {
      // As GitHub: an installation token (GITHUB_TOKEN) may not call GET /user.
      const login = this.users.get(token);
      if (login) return reply(200, { login, type: 'User', id: 1 });
      if (token.startsWith('ghs_')) return reply(403, { message: 'Resource not accessible by integration' });
      return reply(401, { message: 'Bad credentials' });
    }
    if (method === 'GET' && route(/^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)$/)) {
      const r = repoOf();
      const p = r?.pulls.get(Number(m![3]));
      if (!r || !p) return reply(404, { message: 'Not Found' });
      return reply(200, this.pullJson(r, p));
    }
    if (method === 'GET' && route(/^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)\/files$/)) {
      const r = repoOf();
      const p = r?.pulls.get(Number(m![3]));
      if (!r || !p) return reply(404, { message: 'Not Found' });
      const all = this.files(r, p).slice(0, FILES_CAP);
      return this.page(u, all, reply);
    }
    if (method === 'GET' && route(/^\/repos\/([^/]+)\/([^/]+)\/compare\/(.+)$/)) {
      const r = repoOf();
      if (!r) return reply(404, { message: 'Not Found' });
      const [a, b] = decodeURIComponent(m![3]!).split('...');
      try {
        const mb = git(r.gitDir, ['merge-base', a ?? '', b ?? '']).trim();
        return reply(200, { merge_base_commit: { sha: mb }, status: 'ahead', commits: [], files: [] });
      } catch {
        return reply(404, { message: 'Not Found' });
      }
    }
    if (method === 'GET' && route(/^\/repos\/([^/]+)\/([^/]+)\/git\/trees\/([^/]+)$/)) {
      const r = repoOf();
      if (!r) return reply(404, { message: 'Not Found' });
      const sha = m![3]!;
      const recursive = u.searchParams.has('recursive');
      try {
        const out = git(r.gitDir, ['ls-tree', '-z', '--long', ...(recursive ? ['-r', '-t'] : []), sha]);
        const tree = out
          .split('\0')
          .filter(Boolean)
          .map((rec) => {
            const tab = rec.indexOf('\t');
            const [mode, type, oid, size] = rec.slice(0, tab).split(/\s+/) as [string, string, string, string];
            const item: Record<string, unknown> = { path: rec.slice(tab + 1), mode, type, sha: oid };
            if (type === 'blob') item.size = Number(size);
            return item;
          });
        return reply(200, { sha, url: `${this.url}${u.pathname}`, tree, truncated: recursive && this.truncateTrees });
      } catch {
        return reply(404, { message: 'Not Found' });
      }
    }
    if (method === 'GET' && route(/^\/repos\/([^/]+)\/([^/]+)\/git\/blobs\/([0-9a-f]+)$/)) {
      const r = repoOf();
      if (!r) return reply(404, { message: 'Not Found' });
      try {
        const buf = execFileSync('git', ['-C', r.gitDir, 'cat-file', 'blob', m![3]!], { stdio: ['ignore', 'pipe', 'ignore'] });
        return reply(200, { sha: m![3], size: buf.length, encoding: 'base64', content: buf.toString('base64').replace(/(.{60})/g, '$1\n') });
      } catch {
        return reply(404, { message: 'Not Found' });
      }
    }
    if (route(/^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/)) {
      const r = repoOf();
      const n = Number(m![3]);
      if (!r || !r.pulls.has(n)) return reply(404, { message: 'Not Found' });
      if (method === 'GET') return this.page(u, (r.comments.get(n) ?? []).map((c) => this.commentJson(r, n, c)), reply);
      if (method === 'POST') {
        const text = parseBody(body).body;
        if (typeof text !== 'string') return reply(422, { message: 'Validation Failed' });
        if (text.length > 65536) return reply(422, { message: 'Validation Failed', errors: [{ message: 'body is too long (maximum is 65536 characters)' }] });
        const user = this.users.get(token);
        const c = this.addComment(r.owner, r.repo, n, text, user ?? 'github-actions[bot]');
        c.user.type = user ? 'User' : 'Bot';
        return reply(201, this.commentJson(r, n, c));
      }
    }
    if (method === 'PATCH' && route(/^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/)) {
      const r = repoOf();
      const id = Number(m![3]);
      if (!r) return reply(404, { message: 'Not Found' });
      for (const [n, list] of r.comments) {
        const c = list.find((x) => x.id === id);
        if (!c) continue;
        const text = parseBody(body).body;
        if (typeof text !== 'string') return reply(422, { message: 'Validation Failed' });
        if (text.length > 65536) return reply(422, { message: 'Validation Failed', errors: [{ message: 'body is too long (maximum is 65536 characters)' }] });
        c.body = text;
        c.updated_at = new Date().toISOString();
        return reply(200, this.commentJson(r, n, c));
      }
      return reply(404, { message: 'Not Found' });
    }
    return reply(404, { message: `fake GitHub: no route for ${method} ${u.pathname}` });
  }

  private page(u: URL, all: unknown[], reply: (s: number, d: unknown, h?: Record<string, string>) => void): void {
    const per = Math.min(100, Number(u.searchParams.get('per_page') ?? 30) || 30);
    const page = Math.max(1, Number(u.searchParams.get('page') ?? 1) || 1);
    const items = all.slice((page - 1) * per, page * per);
    const last = Math.max(1, Math.ceil(all.length / per));
    const headers: Record<string, string> = {};
    if (page < last) {
      const next = new URL(u.toString());
      next.searchParams.set('page', String(page + 1));
      const lastU = new URL(u.toString());
      lastU.searchParams.set('page', String(last));
      headers.link = `<${next.toString()}>; rel="next", <${lastU.toString()}>; rel="last"`;
    }
    reply(200, items, headers);
  }

  private readonly filesCache = new Map<string, PullFile[]>();

  private files(r: FakeRepo, p: FakePull): PullFile[] {
    if (p.files) return p.files;
    const key = `${r.gitDir}\0${p.baseSha}\0${p.headSha}`;
    const hit = this.filesCache.get(key);
    if (hit) return hit;
    const computed = this.computeFiles(r, p);
    this.filesCache.set(key, computed);
    return computed;
  }

  private computeFiles(r: FakeRepo, p: FakePull): PullFile[] {
    const mb = git(r.gitDir, ['merge-base', p.baseSha, p.headSha]).trim();
    const out = git(r.gitDir, ['diff', '--name-status', '-z', '-M', mb, p.headSha]);
    const parts = out.split('\0');
    const files: PullFile[] = [];
    for (let i = 0; i < parts.length; ) {
      const code = parts[i++];
      if (!code) continue;
      if (code[0] === 'R' || code[0] === 'C') {
        const from = parts[i++]!;
        const to = parts[i++]!;
        files.push({ filename: to, status: code[0] === 'R' ? 'renamed' : 'copied', previous_filename: from });
      } else {
        const f = parts[i++]!;
        files.push({ filename: f, status: code[0] === 'A' ? 'added' : code[0] === 'D' ? 'removed' : 'modified' });
      }
    }
    return files;
  }

  changedFileCount(owner: string, repo: string, number: number): number {
    const r = this.repo(owner, repo);
    const p = r.pulls.get(number);
    return p ? this.files(r, p).length : 0;
  }

  private pullJson(r: FakeRepo, p: FakePull): Record<string, unknown> {
    const full = `${r.owner}/${r.repo}`;
    const headRepo = p.headRepo === undefined ? full : p.headRepo;
    return {
      number: p.number,
      title: p.title ?? `PR ${p.number}`,
      html_url: `https://github.example/${full}/pull/${p.number}`,
      state: 'open',
      changed_files: this.files(r, p).length,
      base: { sha: p.baseSha, ref: p.baseRef ?? 'main', repo: { full_name: full } },
      head: { sha: p.headSha, ref: p.headRef ?? 'feature', repo: headRepo === null ? null : { full_name: headRepo } },
    };
  }

  private commentJson(r: FakeRepo, n: number, c: FakeComment): Record<string, unknown> {
    return {
      id: c.id,
      body: c.body,
      user: c.user,
      created_at: c.created_at,
      updated_at: c.updated_at,
      html_url: `https://github.example/${r.owner}/${r.repo}/pull/${n}#issuecomment-${c.id}`,
    };
  }

  /** The `pull_request` event payload the runner would write for this PR. */
  eventPayload(owner: string, repo: string, number: number, action = 'synchronize'): Record<string, unknown> {
    const r = this.repo(owner, repo);
    const p = r.pulls.get(number);
    if (!p) throw new Error(`no PR ${number}`);
    return { action, number, pull_request: this.pullJson(r, p), repository: { full_name: `${owner}/${repo}`, name: repo, owner: { login: owner } } };
  }
}

function git(dir: string, args: string[]): string {
  return execFileSync('git', ['-C', dir, ...args], { stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 256 * 1024 * 1024 }).toString('utf8');
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseBody(s: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(s);
    return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function send(res: ServerResponse, status: number, data: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(data);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'x-ratelimit-limit': '5000',
    'x-ratelimit-remaining': headers['x-ratelimit-remaining'] ?? '4999',
    'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
    ...headers,
  });
  res.end(text);
}

// ---------------------------------------------------------------------------------------------
// Git repositories for PR fixtures.

const GIT_ENV = {
  ...process.env,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
  GIT_AUTHOR_DATE: '2025-01-01T00:00:00Z',
  GIT_COMMITTER_DATE: '2025-01-01T00:00:00Z',
};

export function gitIn(dir: string, ...args: string[]): string {
  return execFileSync('git', ['-C', dir, '-c', 'init.defaultBranch=main', '-c', 'commit.gpgsign=false', ...args], {
    env: GIT_ENV,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
    .toString()
    .trim();
}

function replaceTree(dir: string, from: string): void {
  for (const name of readdirSync(dir)) if (name !== '.git') rmSync(join(dir, name), { recursive: true, force: true });
  cpSync(from, dir, { recursive: true, verbatimSymlinks: true });
}

export interface PrRepo {
  name: string;
  dir: string;
  base: string;
  head: string;
}

/**
 * A repository with `<fixture>/base` committed on main and `<fixture>/head` on the branch
 * `feature` (main checked out again afterwards), registered as `acme/<name>` on the fake server.
 */
export function buildPrRepo(gh: FakeGitHub, root: string, name: string, fixture: string, extraHead?: (dir: string) => void): PrRepo {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  gitIn(dir, 'init', '-q');
  replaceTree(dir, join(fixture, 'base'));
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-q', '-m', 'base');
  const base = gitIn(dir, 'rev-parse', 'HEAD');
  gitIn(dir, 'checkout', '-q', '-b', 'feature');
  replaceTree(dir, join(fixture, 'head'));
  extraHead?.(dir);
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-q', '-m', 'head');
  const head = gitIn(dir, 'rev-parse', 'HEAD');
  gitIn(dir, 'checkout', '-q', 'main');
  gh.addRepo('acme', name, dir);
  return { name, dir, base, head };
}
