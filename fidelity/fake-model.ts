// Fake model server for the fidelity run. Listens on 127.0.0.1 only, records every request and
// answers in the wire format the path / body implies: OpenAI Responses (SSE or JSON), OpenAI Chat
// Completions (stream or not), Anthropic Messages (stream or not), Gemini generateContent /
// streamGenerateContent, plus GET model lists. The answer is the text "ok".
//
// Touch mode: given the tool's own read call (name + argument, from `tools.ts`) and a list of
// absolute file paths, the first request that offers that tool and carries no tool result yet is
// answered with ONE call reading files[0]; the request carrying N tool results gets a call for
// files[N] while files remain; everything else gets "ok". Each file is asked for once per server,
// so side agents (title generators, memory agents) are never driven.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Json, type JsonObject, asArray, asString, field, isObject, parseJson } from './json.js';

/** How the fake model makes the tool read a file. `shell`: the tool has no read tool; run `cat`. */
export interface ReadCall {
  kind: 'read' | 'shell';
  /** Tool name as the CLI declares it in the request's `tools`. */
  name: string;
  /** Argument that carries the path (read) or the command line (shell). */
  arg: string;
  /**
   * How the value sits in the argument: itself (default), a one-element list (`commands: [cmd]`), or
   * a one-element list of objects keyed by `field` (Cline's `files: [{ path }]`).
   */
  shape?: { list: true; field?: string };
}

export interface TouchPlan {
  call: ReadCall;
  /** Absolute paths, read one after the other. */
  files: string[];
}

export interface IssuedCall {
  name: string;
  args: JsonObject;
  callId: string;
  touchIndex: number;
  file: string;
}

export interface RequestRecord {
  index: number;
  t: string;
  method: string;
  path: string;
  body: string;
  /** Parsed body (undefined when not JSON). */
  json: Json | undefined;
  /** Tool names offered in the request. */
  tools: string[];
  /** Tool results already in the conversation. */
  toolResults: number;
  /** Set when this request was answered with the touch call. */
  call?: IssuedCall;
}

const TEXT = 'ok';

/** Names of the tools a request offers, from any of the four wire formats. */
export function offeredTools(body: Json | undefined): string[] {
  const out: string[] = [];
  for (const t of asArray(field(body, 'tools'))) {
    const fn = field(t, 'function');
    const decls = field(t, 'functionDeclarations');
    if (fn !== undefined) {
      const n = asString(field(fn, 'name'));
      if (n) out.push(n);
    } else if (Array.isArray(decls)) {
      for (const d of decls) {
        const n = asString(field(d, 'name'));
        if (n) out.push(n);
      }
    } else {
      const n = asString(field(t, 'name'));
      if (n) out.push(n);
    }
  }
  return out;
}

/** Number of tool results already in the conversation (all four wire formats). */
export function toolResultCount(body: Json | undefined): number {
  let n = 0;
  for (const m of asArray(field(body, 'messages'))) {
    if (field(m, 'role') === 'tool') n++;
    for (const c of asArray(field(m, 'content'))) if (field(c, 'type') === 'tool_result') n++;
  }
  for (const it of asArray(field(body, 'input'))) {
    const type = asString(field(it, 'type'));
    if (type && type.endsWith('_call_output')) n++;
  }
  for (const c of asArray(field(body, 'contents'))) {
    for (const p of asArray(field(c, 'parts'))) if (field(p, 'functionResponse') !== undefined) n++;
  }
  return n;
}

function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

function shaped(value: string, shape: ReadCall['shape']): Json {
  if (!shape) return value;
  return [shape.field ? { [shape.field]: value } : value];
}

export class FakeModel {
  readonly records: RequestRecord[] = [];
  private server: http.Server | undefined;
  private seq = 0;
  private readonly issued = new Set<number>();

  constructor(private readonly touch?: TouchPlan) {}

  /** Starts listening on 127.0.0.1 (random port); resolves to the port. */
  start(): Promise<number> {
    return new Promise((resolve, reject) => {
      const server = http.createServer((req, res) => this.handle(req, res));
      server.on('error', reject);
      server.listen(0, '127.0.0.1', () => {
        this.server = server;
        resolve((server.address() as AddressInfo).port);
      });
    });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      const s = this.server;
      if (!s) return resolve();
      s.closeAllConnections();
      s.close(() => resolve());
    });
  }

  private decide(body: Json | undefined, tools: string[], toolResults: number): IssuedCall | undefined {
    const plan = this.touch;
    if (!plan || !isObject(body)) return undefined;
    const n = toolResults;
    if (n >= plan.files.length || this.issued.has(n)) return undefined;
    if (!tools.includes(plan.call.name)) return undefined;
    const file = plan.files[n];
    if (file === undefined) return undefined;
    this.issued.add(n);
    const value = plan.call.kind === 'shell' ? `cat ${shellQuote(file)}` : file;
    return { name: plan.call.name, args: { [plan.call.arg]: shaped(value, plan.call.shape) }, callId: `call_fake_touch_${n}`, touchIndex: n, file };
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '/';
      const method = req.method ?? 'GET';
      const json = raw ? parseJson(raw) : undefined;
      const tools = offeredTools(json);
      const toolResults = toolResultCount(json);
      const generating = method === 'POST' && !/count_tokens|countTokens|embedContent/.test(path);
      const call = generating ? this.decide(json, tools, toolResults) : undefined;
      const rec: RequestRecord = { index: this.records.length, t: new Date().toISOString(), method, path, body: raw, json, tools, toolResults };
      if (call) rec.call = call;
      this.records.push(rec);
      try {
        this.reply(res, method, path, json, call);
      } catch (e) {
        if (!res.headersSent) sendJson(res, { error: String(e) }, 500);
        else res.end();
      }
    });
  }

  private reply(res: http.ServerResponse, method: string, path: string, json: Json | undefined, call: IssuedCall | undefined): void {
    const body: JsonObject = isObject(json) ? json : {};
    if (method === 'GET' || method === 'HEAD') {
      if (/models/.test(path)) {
        return sendJson(res, {
          object: 'list',
          data: [{ id: 'fake-model', object: 'model', created: 0, owned_by: 'fake' }],
          models: [{ name: 'models/gemini-fake', id: 'fake-model', slug: 'fake-model' }],
        });
      }
      return sendJson(res, {});
    }
    if (/\/responses(\?|$|\/)/.test(path)) return this.responses(res, body, call);
    if (/chat\/completions/.test(path)) return this.chat(res, body, call);
    if (/messages\/count_tokens/.test(path)) return sendJson(res, { input_tokens: 10 });
    if (/\/messages(\?|$)/.test(path)) return this.anthropic(res, body, call);
    if (/generateContent|countTokens|:embedContent/.test(path)) return gemini(res, path, call);
    if (body['contents'] !== undefined) return gemini(res, path, call);
    if (body['input'] !== undefined && body['messages'] === undefined) return this.responses(res, body, call);
    if (body['messages'] !== undefined && body['max_tokens'] !== undefined && body['system'] !== undefined) return this.anthropic(res, body, call);
    if (body['messages'] !== undefined) return this.chat(res, body, call);
    return sendJson(res, {});
  }

  // OpenAI Responses API
  private responses(res: http.ServerResponse, body: JsonObject, call: IssuedCall | undefined): void {
    const seq = ++this.seq;
    const id = `resp_fake_${seq}`;
    const model = asString(body['model']) ?? 'fake-model';
    const usage = { input_tokens: 10, input_tokens_details: { cached_tokens: 0 }, output_tokens: 1, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: 11 };
    const base: JsonObject = { id, object: 'response', created_at: Math.floor(Date.now() / 1000), model, output: [], status: 'in_progress' };
    const done = (item: JsonObject): JsonObject => ({ ...base, status: 'completed', output: [item], usage });
    if (call) {
      const fcId = `fc_fake_${seq}`;
      const argStr = JSON.stringify(call.args);
      const item: JsonObject = { type: 'function_call', id: fcId, call_id: call.callId, name: call.name, arguments: argStr, status: 'completed' };
      if (body['stream'] === false) return sendJson(res, done(item));
      return sendSse(res, [
        ['response.created', { type: 'response.created', sequence_number: 0, response: base }],
        ['response.in_progress', { type: 'response.in_progress', sequence_number: 1, response: base }],
        ['response.output_item.added', { type: 'response.output_item.added', sequence_number: 2, output_index: 0, item: { ...item, arguments: '', status: 'in_progress' } }],
        ['response.function_call_arguments.delta', { type: 'response.function_call_arguments.delta', sequence_number: 3, item_id: fcId, output_index: 0, delta: argStr }],
        ['response.function_call_arguments.done', { type: 'response.function_call_arguments.done', sequence_number: 4, item_id: fcId, output_index: 0, arguments: argStr }],
        ['response.output_item.done', { type: 'response.output_item.done', sequence_number: 5, output_index: 0, item }],
        ['response.completed', { type: 'response.completed', sequence_number: 6, response: done(item) }],
      ]);
    }
    const msgId = `msg_fake_${seq}`;
    const part: JsonObject = { type: 'output_text', text: TEXT, annotations: [] };
    const item: JsonObject = { type: 'message', id: msgId, status: 'completed', role: 'assistant', content: [part] };
    if (body['stream'] === false) return sendJson(res, done(item));
    sendSse(res, [
      ['response.created', { type: 'response.created', sequence_number: 0, response: base }],
      ['response.in_progress', { type: 'response.in_progress', sequence_number: 1, response: base }],
      ['response.output_item.added', { type: 'response.output_item.added', sequence_number: 2, output_index: 0, item: { type: 'message', id: msgId, status: 'in_progress', role: 'assistant', content: [] } }],
      ['response.content_part.added', { type: 'response.content_part.added', sequence_number: 3, item_id: msgId, output_index: 0, content_index: 0, part: { type: 'output_text', text: '', annotations: [] } }],
      ['response.output_text.delta', { type: 'response.output_text.delta', sequence_number: 4, item_id: msgId, output_index: 0, content_index: 0, delta: TEXT }],
      ['response.output_text.done', { type: 'response.output_text.done', sequence_number: 5, item_id: msgId, output_index: 0, content_index: 0, text: TEXT }],
      ['response.content_part.done', { type: 'response.content_part.done', sequence_number: 6, item_id: msgId, output_index: 0, content_index: 0, part }],
      ['response.output_item.done', { type: 'response.output_item.done', sequence_number: 7, output_index: 0, item }],
      ['response.completed', { type: 'response.completed', sequence_number: 8, response: done(item) }],
    ]);
  }

  // OpenAI Chat Completions
  private chat(res: http.ServerResponse, body: JsonObject, call: IssuedCall | undefined): void {
    const id = `chatcmpl-fake${++this.seq}`;
    const model = asString(body['model']) ?? 'fake-model';
    const created = Math.floor(Date.now() / 1000);
    const usage = { prompt_tokens: 10, completion_tokens: 1, total_tokens: 11 };
    const stream = body['stream'] === true;
    const withUsage = field(body['stream_options'], 'include_usage') === true;
    const chunk = (delta: JsonObject, finish: string | null): JsonObject => ({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] });
    const tail = (): Array<[string | null, Json]> => [...(withUsage ? [[null, { id, object: 'chat.completion.chunk', created, model, choices: [], usage }] as [null, Json]] : []), [null, '[DONE]']];
    if (call) {
      const argStr = JSON.stringify(call.args);
      if (stream) {
        return sendSse(res, [
          [null, chunk({ role: 'assistant', content: null, tool_calls: [{ index: 0, id: call.callId, type: 'function', function: { name: call.name, arguments: '' } }] }, null)],
          [null, chunk({ tool_calls: [{ index: 0, function: { arguments: argStr } }] }, null)],
          [null, chunk({}, 'tool_calls')],
          ...tail(),
        ], false);
      }
      const tc: JsonObject = { id: call.callId, type: 'function', function: { name: call.name, arguments: argStr } };
      return sendJson(res, { id, object: 'chat.completion', created, model, choices: [{ index: 0, message: { role: 'assistant', content: null, tool_calls: [tc] }, finish_reason: 'tool_calls' }], usage });
    }
    if (stream) {
      return sendSse(res, [
        [null, chunk({ role: 'assistant', content: '' }, null)],
        [null, chunk({ content: TEXT }, null)],
        [null, chunk({}, 'stop')],
        ...tail(),
      ], false);
    }
    sendJson(res, { id, object: 'chat.completion', created, model, choices: [{ index: 0, message: { role: 'assistant', content: TEXT }, finish_reason: 'stop' }], usage });
  }

  // Anthropic Messages
  private anthropic(res: http.ServerResponse, body: JsonObject, call: IssuedCall | undefined): void {
    const id = `msg_fake${++this.seq}`;
    const model = asString(body['model']) ?? 'claude-fake';
    const usage = { input_tokens: 10, output_tokens: 1, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
    const msg: JsonObject = { id, type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage };
    const stream = body['stream'] === true;
    if (call) {
      const block: JsonObject = { type: 'tool_use', id: call.callId.replace(/^call_/, 'toolu_'), name: call.name, input: call.args };
      if (!stream) return sendJson(res, { ...msg, content: [block], stop_reason: 'tool_use' });
      return sendSse(res, [
        ['message_start', { type: 'message_start', message: msg }],
        ['content_block_start', { type: 'content_block_start', index: 0, content_block: { ...block, input: {} } }],
        ['content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'input_json_delta', partial_json: JSON.stringify(call.args) } }],
        ['content_block_stop', { type: 'content_block_stop', index: 0 }],
        ['message_delta', { type: 'message_delta', delta: { stop_reason: 'tool_use', stop_sequence: null }, usage: { output_tokens: 1 } }],
        ['message_stop', { type: 'message_stop' }],
      ]);
    }
    if (!stream) return sendJson(res, { ...msg, content: [{ type: 'text', text: TEXT }], stop_reason: 'end_turn' });
    sendSse(res, [
      ['message_start', { type: 'message_start', message: msg }],
      ['content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }],
      ['ping', { type: 'ping' }],
      ['content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: TEXT } }],
      ['content_block_stop', { type: 'content_block_stop', index: 0 }],
      ['message_delta', { type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 1 } }],
      ['message_stop', { type: 'message_stop' }],
    ]);
  }
}

// Gemini generateContent / streamGenerateContent / countTokens
function gemini(res: http.ServerResponse, path: string, call: IssuedCall | undefined): void {
  if (path.includes(':countTokens')) return sendJson(res, { totalTokens: 10 });
  const parts: Json[] = call ? [{ functionCall: { name: call.name, args: call.args } }] : [{ text: TEXT }];
  const resp: JsonObject = {
    candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }],
    usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 1, totalTokenCount: 11 },
    modelVersion: 'gemini-fake',
  };
  if (path.includes(':streamGenerateContent')) {
    if (path.includes('alt=sse')) return sendSse(res, [[null, resp]], false);
    return sendJson(res, [resp]);
  }
  sendJson(res, resp);
}

function sendJson(res: http.ServerResponse, obj: Json, status = 200): void {
  const s = JSON.stringify(obj);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(s) });
  res.end(s);
}

function sendSse(res: http.ServerResponse, events: Array<[string | null, Json]>, named = true): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  for (const [name, data] of events) {
    if (named && name) res.write(`event: ${name}\n`);
    res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
  }
  res.end();
}
