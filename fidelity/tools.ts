// One entry per executable tool: npm package and pinned version, binary, how it is pointed at the
// fake model (environment, config files in the scratch HOME, CLI flags), and the call the fake
// model uses to make it read a file in touch mode. These facts come from the oracle runs
// (../shared/oracle, README "Per-tool setup and quirks"); nothing here is loaded from there.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { VERIFIED_VERSIONS } from '../src/profiles/verified-versions.js';
import type { ToolId, ToolOptions } from '../src/types.js';
import type { ReadCall } from './fake-model.js';

export interface LaunchContext {
  /** Port of the fake model on 127.0.0.1. */
  port: number;
  /** Scratch HOME (empty apart from the files the tool spec writes). */
  home: string;
  /** Touch mode: the fake model will ask the tool to read a file. */
  touching: boolean;
  /** Prompt sent to the tool. */
  prompt: string;
}

export interface Launch {
  args: string[];
  /** Tool-specific environment, on top of the clean base environment. */
  env: Record<string, string>;
  /** Files to write before the run: absolute path -> content. */
  files: Record<string, string>;
}

export interface ToolSpec {
  id: ToolId;
  pkg: string;
  version: string;
  /** Name of the binary in node_modules/.bin. */
  bin: string;
  /** Wire format the tool speaks to the fake model. */
  api: string;
  /** The tool's own read call (touch mode). */
  read: ReadCall;
  /** Also run on every vantage recorded for the other tools (tools added after the oracle). */
  wide?: boolean;
  /** Values the explorer adds to its `rules` dimension for this tool (explore/more-rules.ts). */
  exploreRules?: readonly string[];
  launch(ctx: LaunchContext): Launch;
  /** The tool state `launch` amounts to, as engine options (what the engine must assume to compare). */
  harnessState?: ToolOptions;
  /** The launch changed so the tool is in `state` (e.g. trusts the project at `root`). */
  withState?(launch: Launch, state: ToolOptions, root: string): Launch;
}

/** Engine options that are tool state the harness can set up (fixtures' `options` with only these run for real). */
export const STATE_KNOBS: ReadonlyArray<keyof ToolOptions> = ['trusted', 'externalImports', 'outsideLinkTargets'];

/**
 * Claude Code's answer "yes" to its external-imports dialog (`hasClaudeMdExternalIncludesApproved`,
 * per project in $CLAUDE_CONFIG_DIR/.claude.json), for the repository and the directories below it
 * a session may start in. Written to ~/.claude.json too, for a release that keeps it there.
 */
export function claudeExternalApproved(files: Record<string, string>, configDir: string, home: string, dirs: readonly string[]): Record<string, string> {
  const entry = { hasClaudeMdExternalIncludesApproved: true, hasClaudeMdExternalIncludesWarningShown: true };
  const projects = Object.fromEntries(dirs.map((d) => [d, entry]));
  const body = `${JSON.stringify({ projects })}\n`;
  return { ...files, [join(configDir, '.claude.json')]: body, [join(home, '.claude.json')]: body };
}

/** `root` and every directory below it (a fixture's few), for per-project tool state. */
function dirsUnder(root: string): string[] {
  const out = [root];
  for (const e of readdirSync(root, { recursive: true, withFileTypes: true })) if (e.isDirectory() && !e.parentPath.includes('/.git')) out.push(join(e.parentPath, e.name));
  return out.filter((d) => !d.endsWith('/.git'));
}

/** Tools that are not executed here, and why. */
export const NOT_RUN: ReadonlyArray<{ id: ToolId; status: string }> = [
  { id: 'deepseek-harness', status: 'verified from its own code run by ../shared/oracle (DSH.md), not re-run here' },
  { id: 'cursor', status: 'source/docs only' },
  { id: 'grok-build', status: 'source/docs only' },
];

const json = (v: unknown): string => `${JSON.stringify(v, null, 2)}\n`;

export const TOOLS: readonly ToolSpec[] = [
  {
    id: 'codex',
    pkg: '@openai/codex',
    version: VERIFIED_VERSIONS['codex'].version,
    bin: 'codex',
    api: 'OpenAI Responses (POST /v1/responses, SSE)',
    // codex has no read tool: the fake model runs `cat <file>` through its shell tool
    read: { kind: 'shell', name: 'exec_command', arg: 'cmd' },
    launch({ port, home, touching, prompt }) {
      const codexHome = join(home, '.codex');
      return {
        // without bubblewrap the sandbox cannot run `cat`, so touch mode bypasses it
        args: ['exec', '--skip-git-repo-check', ...(touching ? ['--dangerously-bypass-approvals-and-sandbox'] : []), prompt],
        env: { CODEX_HOME: codexHome, FAKE_API_KEY: 'dummy' },
        files: {
          [join(codexHome, 'config.toml')]: [
            'model = "fake-model"',
            'model_provider = "fake"',
            'check_for_update_on_startup = false',
            '[model_providers.fake]',
            'name = "fake"',
            `base_url = "http://127.0.0.1:${port}/v1"`,
            'env_key = "FAKE_API_KEY"',
            'wire_api = "responses"',
            '[analytics]',
            'enabled = false',
            '[otel]',
            'exporter = "none"',
            '',
          ].join('\n'),
        },
      };
    },
    // a fresh CODEX_HOME has no `[projects]` entry: the project is not trusted
    harnessState: { trusted: false, outsideLinkTargets: 'missing' },
    withState(launch, state, root) {
      if (state.trusted !== true) return launch;
      const files = { ...launch.files };
      const cfg = Object.keys(files).find((f) => f.endsWith('config.toml'));
      if (cfg) files[cfg] = `${files[cfg] ?? ''}[projects.${JSON.stringify(root)}]\ntrust_level = "trusted"\n`;
      return { ...launch, files };
    },
  },
  {
    id: 'claude-code',
    pkg: '@anthropic-ai/claude-code',
    version: VERIFIED_VERSIONS['claude-code'].version,
    bin: 'claude',
    api: 'Anthropic Messages (POST /v1/messages, SSE)',
    read: { kind: 'read', name: 'Read', arg: 'file_path' },
    // the scratch copy has nothing outside it: a link leaving the repository dangles
    harnessState: { outsideLinkTargets: 'missing' },
    launch({ port, home, touching, prompt }) {
      return {
        // bypassPermissions is refused as root; allowing Read is enough for the touch call
        args: ['-p', prompt, ...(touching ? ['--allowedTools', 'Read'] : [])],
        env: {
          ANTHROPIC_BASE_URL: `http://127.0.0.1:${port}`,
          ANTHROPIC_API_KEY: 'dummy',
          CLAUDE_CONFIG_DIR: join(home, '.claude'),
          DISABLE_TELEMETRY: '1',
          DISABLE_ERROR_REPORTING: '1',
          DISABLE_AUTOUPDATER: '1',
          DISABLE_BUG_COMMAND: '1',
          CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
        },
        files: {},
      };
    },
    withState(launch, state, root) {
      if (state.externalImports !== true) return launch;
      const configDir = launch.env['CLAUDE_CONFIG_DIR'] ?? '';
      return { ...launch, files: claudeExternalApproved(launch.files, configDir, dirname(configDir), dirsUnder(root)) };
    },
  },
  {
    id: 'qwen-code',
    pkg: '@qwen-code/qwen-code',
    version: VERIFIED_VERSIONS['qwen-code'].version,
    bin: 'qwen',
    api: 'OpenAI Chat Completions (POST /v1/chat/completions)',
    read: { kind: 'read', name: 'read_file', arg: 'file_path' },
    launch({ port, home, touching, prompt }) {
      return {
        args: ['--auth-type', 'openai', ...(touching ? ['--approval-mode', 'yolo'] : []), '-p', prompt],
        env: {
          OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
          OPENAI_API_KEY: 'dummy',
          OPENAI_MODEL: 'fake-model',
          QWEN_CODE_DISABLE_TELEMETRY: '1',
        },
        files: {
          [join(home, '.qwen', 'settings.json')]: json({
            privacy: { usageStatisticsEnabled: false },
            telemetry: { enabled: false },
            general: { disableAutoUpdate: true, disableUpdateNag: true },
          }),
        },
      };
    },
  },
  {
    id: 'gemini-cli',
    pkg: '@google/gemini-cli',
    version: VERIFIED_VERSIONS['gemini-cli'].version,
    bin: 'gemini',
    api: 'Gemini streamGenerateContent',
    read: { kind: 'read', name: 'read_file', arg: 'file_path' },
    launch({ port, home, touching, prompt }) {
      return {
        // an explicit model skips the router's JSON-mode classifier calls (which retry for ~90 s)
        args: ['-m', 'gemini-2.5-pro', ...(touching ? ['--approval-mode', 'yolo'] : []), '-p', prompt],
        env: {
          GEMINI_API_KEY: 'dummy',
          GOOGLE_GEMINI_BASE_URL: `http://127.0.0.1:${port}`,
          GEMINI_CLI_TRUST_WORKSPACE: 'true',
        },
        files: {
          [join(home, '.gemini', 'settings.json')]: json({
            security: { auth: { selectedType: 'gemini-api-key' } },
            privacy: { usageStatisticsEnabled: false },
            telemetry: { enabled: false },
            general: { disableAutoUpdate: true, disableUpdateNag: true },
          }),
        },
      };
    },
  },
  {
    id: 'pi',
    pkg: '@mariozechner/pi-coding-agent',
    version: VERIFIED_VERSIONS['pi'].version,
    bin: 'pi',
    api: 'OpenAI Chat Completions (POST /v1/chat/completions)',
    read: { kind: 'read', name: 'read', arg: 'path' },
    // the scratch copy has nothing outside it: a link leaving the repository dangles
    harnessState: { outsideLinkTargets: 'missing' },
    launch({ port, home, prompt }) {
      return {
        args: ['--provider', 'fake', '--model', 'fake-model', '--no-session', '-p', prompt],
        env: { PI_OFFLINE: '1', PI_SKIP_VERSION_CHECK: '1' },
        files: {
          [join(home, '.pi', 'agent', 'models.json')]: json({
            providers: {
              fake: {
                baseUrl: `http://127.0.0.1:${port}/v1`,
                api: 'openai-completions',
                apiKey: 'dummy',
                compat: { supportsDeveloperRole: false, supportsReasoningEffort: false },
                models: [{ id: 'fake-model' }],
              },
            },
          }),
        },
      };
    },
  },
  {
    id: 'opencode',
    pkg: 'opencode-ai',
    version: VERIFIED_VERSIONS['opencode'].version,
    bin: 'opencode',
    api: 'OpenAI Chat Completions via @ai-sdk/openai-compatible',
    read: { kind: 'read', name: 'read', arg: 'filePath' },
    // the scratch copy has nothing outside it: a link leaving the repository dangles
    harnessState: { outsideLinkTargets: 'missing' },
    launch({ port, home, prompt }) {
      return {
        args: ['run', '--model', 'fake/fake-model', prompt],
        env: {
          OPENCODE_DISABLE_AUTOUPDATE: '1',
          OPENCODE_DISABLE_SHARE: '1',
          OPENCODE_DISABLE_LSP_DOWNLOAD: '1',
          OPENCODE_DISABLE_DEFAULT_PLUGINS: '1',
          OPENCODE_DISABLE_MODELS_FETCH: '1',
        },
        files: {
          [join(home, '.config', 'opencode', 'opencode.json')]: json({
            $schema: 'https://opencode.ai/config.json',
            autoupdate: false,
            share: 'disabled',
            provider: {
              fake: {
                npm: '@ai-sdk/openai-compatible',
                name: 'fake',
                options: { baseURL: `http://127.0.0.1:${port}/v1`, apiKey: 'dummy' },
                models: { 'fake-model': { name: 'fake-model' } },
              },
            },
            model: 'fake/fake-model',
            // headless `run` denies a read outside the working directory (permission `external_directory`
            // defaults to ask; observed 1.18.33: explorer touches of z/h.py from cwd a/ never got a result)
            permission: { external_directory: 'allow' },
          }),
        },
      };
    },
  },
  {
    id: 'copilot',
    pkg: '@github/copilot',
    version: VERIFIED_VERSIONS['copilot'].version,
    bin: 'copilot',
    api: 'OpenAI Chat Completions (BYOK provider, offline mode)',
    read: { kind: 'read', name: 'view', arg: 'path' },
    launch({ port, home, touching, prompt }) {
      return {
        args: ['-p', prompt, '--allow-all-tools', ...(touching ? ['--allow-all-paths'] : [])],
        env: {
          COPILOT_PROVIDER_BASE_URL: `http://127.0.0.1:${port}/v1`,
          COPILOT_PROVIDER_API_KEY: 'dummy',
          COPILOT_MODEL: 'fake-model',
          COPILOT_OFFLINE: 'true',
          // an unknown model gets a small context; the 200 KiB fixture would abort without this
          COPILOT_PROVIDER_MAX_PROMPT_TOKENS: '900000',
          COPILOT_AUTO_UPDATE: 'false',
          COPILOT_HOME: join(home, '.copilot'),
        },
        files: {},
      };
    },
  },
  {
    id: 'cline',
    exploreRules: ['cline-rules', 'clinerules-file', 'cline-both', 'more-in-subdir'],
    pkg: 'cline',
    wide: true,
    version: '3.0.65',
    bin: 'cline',
    api: 'OpenAI Chat Completions (openai-compatible provider)',
    // read_files takes a list of { path } objects
    read: { kind: 'read', name: 'read_files', arg: 'files', shape: { list: true, field: 'path' } },
    launch({ port, home, prompt }) {
      return {
        // a prompt of one word is taken for an unknown sub-command; tools are auto-approved by default
        args: ['--json', `${prompt}, please`],
        // the CLI talks to a background hub on a fixed port (25463) that outlives the run and keeps the
        // HOME it started with; a port of its own per run keeps runs apart (the runner kills the hub after)
        env: { CLINE_NO_INTERACTIVE: '1', CLINE_HUB_PORT: String(port + 1) },
        files: {
          // what `cline auth -p openai -k dummy -m fake-model -b <url>` writes
          [join(home, '.cline', 'data', 'settings', 'providers.json')]: json({
            version: 1,
            lastUsedProvider: 'openai-compatible',
            modes: {},
            providers: {
              'openai-compatible': {
                settings: { provider: 'openai-compatible', apiKey: 'dummy', model: 'fake-model', baseUrl: `http://127.0.0.1:${port}/v1` },
                // [code @cline/core 0.0.86, providers.json schema] `updatedAt` (an ISO date) is required: a file
                // without it fails validation and is replaced by the hosted `cline` provider
                updatedAt: '2026-01-01T00:00:00.000Z',
                tokenSource: 'manual',
              },
            },
          }),
        },
      };
    },
  },
  {
    id: 'kilo-code',
    exploreRules: ['kilo-rules', 'kilo-modes', 'more-in-subdir'],
    pkg: '@kilocode/cli',
    wide: true,
    // 7.8.1 (latest) has no @kilocode/cli-linux-x64 7.8.1 on the registry
    version: '7.7.7',
    bin: 'kilo',
    api: 'OpenAI Chat Completions via @ai-sdk/openai-compatible',
    read: { kind: 'read', name: 'read', arg: 'filePath' },
    launch({ port, home, prompt }) {
      return {
        args: ['run', '--model', 'fake/fake-model', prompt],
        env: {
          KILO_DISABLE_AUTOUPDATE: '1',
          KILO_DISABLE_SHARE: '1',
          KILO_DISABLE_LSP_DOWNLOAD: '1',
          KILO_DISABLE_DEFAULT_PLUGINS: '1',
          KILO_DISABLE_MODELS_FETCH: '1',
          KILO_TELEMETRY_DISABLED: '1',
        },
        files: {
          [join(home, '.config', 'kilo', 'kilo.json')]: json({
            autoupdate: false,
            share: 'disabled',
            provider: {
              fake: {
                npm: '@ai-sdk/openai-compatible',
                name: 'fake',
                options: { baseURL: `http://127.0.0.1:${port}/v1`, apiKey: 'dummy' },
                models: { 'fake-model': { name: 'fake-model' } },
              },
            },
            model: 'fake/fake-model',
          }),
        },
      };
    },
  },
  {
    id: 'continue-cli',
    exploreRules: ['continue-rules', 'continue-options', 'more-in-subdir'],
    pkg: '@continuedev/cli',
    wide: true,
    version: '1.5.47',
    bin: 'cn',
    api: 'OpenAI Chat Completions (provider openai, apiBase)',
    read: { kind: 'read', name: 'Read', arg: 'filepath' },
    launch({ port, home, touching, prompt }) {
      const config = join(home, 'fake-config.yaml');
      return {
        // a local config file: no hub login; --auto allows the read in touch mode
        args: ['-p', '--config', config, ...(touching ? ['--auto'] : []), prompt],
        env: { CONTINUE_TELEMETRY_ENABLED: '0' },
        files: {
          [config]: [
            'name: fake',
            'version: 1.0.0',
            'schema: v1',
            'models:',
            '  - name: fake-model',
            '    provider: openai',
            '    model: fake-model',
            `    apiBase: http://127.0.0.1:${port}/v1`,
            '    apiKey: dummy',
            '    roles: [chat]',
            '',
          ].join('\n'),
        },
      };
    },
  },
];

export function toolSpec(id: string): ToolSpec | undefined {
  return TOOLS.find((t) => t.id === id);
}
