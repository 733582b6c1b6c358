// A local fake of an OpenAI-compatible chat-completions server for the chat tests. It runs in
// Node as the test Worker's outbound service (vitest.config.ts), so the OpenAI provider's real
// fetch reaches it and no test touches the internet.
//
// Each test scripts its own conversation: OPENAI_MODEL names a script ("script-<id>"), the test
// stores the replies with POST /__scripts/<id>, the provider's calls take them in order (the
// last one repeats), and GET /__scripts/<id>/requests returns every request body the fake got.
export const FAKE_OPENAI_ORIGIN = 'http://fake-openai.test';
export const FAKE_OPENAI_KEY = 'test-openai-key';

export interface ScriptedReply {
  content?: string;
  tool_calls?: { name: string; arguments: Record<string, unknown> }[];
  /** Answer with this HTTP status instead, as a failing server would. */
  status?: number;
}

interface Script {
  replies: ScriptedReply[];
  requests: unknown[];
}

const scripts = new Map<string, Script>();

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });

function completion(reply: ScriptedReply, callNumber: number) {
  const toolCalls = reply.tool_calls?.map((call, index) => ({
    id: `call_${callNumber}_${index}`,
    type: 'function',
    function: { name: call.name, arguments: JSON.stringify(call.arguments) },
  }));
  return {
    id: `chatcmpl-${callNumber}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'fake',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: reply.content ?? null, ...(toolCalls ? { tool_calls: toolCalls } : {}) },
        finish_reason: toolCalls ? 'tool_calls' : 'stop',
      },
    ],
  };
}

async function chatCompletions(request: Request): Promise<Response> {
  if (request.headers.get('Authorization') !== `Bearer ${FAKE_OPENAI_KEY}`) {
    return json({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } }, 401);
  }
  const body = (await request.json()) as { model: string };
  const script = scripts.get(body.model.replace(/^script-/, ''));
  if (!script) return json({ error: { message: `The model ${body.model} does not exist` } }, 404);
  script.requests.push(body);
  const reply = script.replies[Math.min(script.requests.length, script.replies.length) - 1]!;
  return reply.status ? json({ error: { message: 'scripted failure' } }, reply.status) : json(completion(reply, script.requests.length));
}

export async function fakeOpenAiServer(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.origin !== FAKE_OPENAI_ORIGIN) return new Response(`The tests never reach ${url.origin}`, { status: 502 });
  const scriptPath = /^\/__scripts\/([\w-]+)(\/requests)?$/.exec(url.pathname);
  if (scriptPath && request.method === 'POST') {
    scripts.set(scriptPath[1]!, { replies: (await request.json()) as ScriptedReply[], requests: [] });
    return json({ ok: true });
  }
  if (scriptPath?.[2]) return json(scripts.get(scriptPath[1]!)?.requests ?? []);
  if (url.pathname === '/v1/chat/completions' && request.method === 'POST') return chatCompletions(request);
  return json({ error: { message: `No route ${request.method} ${url.pathname}` } }, 404);
}
