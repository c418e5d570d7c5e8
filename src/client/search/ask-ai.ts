// Ask AI: the question and the best passages from the index go to an OpenAI-compatible chat-completions
// endpoint; the answer streams back (server-sent events) and is shown with links to its sources.
import { clipText } from '../../shared/text-transforms.js';
import type { SearchHit } from './types.js';

export interface AskAiConfig {
  endpoint: string;
  model: string;
  apiKey?: string;
}

export function buildMessages(question: string, passages: SearchHit[]): { role: string; content: string }[] {
  const context = passages
    .map((hit, i) => `[${i + 1}] ${hit.title} (${hit.url})\n${hit.excerptHtml.replace(/<\/?mark>/g, '')}`)
    .join('\n\n');
  return [
    {
      role: 'system',
      content:
        'You answer questions about this documentation site using only the passages given. ' +
        'Cite sources as Markdown links to their paths. If the passages do not answer the question, say so.',
    },
    { role: 'user', content: `Passages:\n${context}\n\nQuestion: ${question}` },
  ];
}

/** Streams the answer; `onText` gets the whole answer so far after each chunk. */
export async function askAi(config: AskAiConfig, question: string, passages: SearchHit[], onText: (text: string) => void, signal?: AbortSignal): Promise<string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  const response = await fetch(config.endpoint, {
    method: 'POST',
    headers,
    body: JSON.stringify({ model: config.model, stream: true, messages: buildMessages(question, passages) }),
    signal,
  });
  if (!response.ok || !response.body) {
    const detail = await response.text().catch(() => '');
    throw new Error(`The AI service answered ${response.status}${detail ? `: ${readableError(detail)}` : ''}`);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let answer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      const data = line.startsWith('data:') ? line.slice(5).trim() : '';
      if (!data || data === '[DONE]') continue;
      try {
        const delta = JSON.parse(data)?.choices?.[0]?.delta?.content;
        if (typeof delta === 'string') {
          answer += delta;
          onText(answer);
        }
      } catch {
        // A malformed event is skipped; the rest of the stream still counts.
      }
    }
  }
  return answer;
}

function readableError(body: string): string {
  try {
    const parsed = JSON.parse(body);
    return clipText(String(parsed?.error?.message ?? parsed?.message ?? body), 200);
  } catch {
    return clipText(body, 200);
  }
}
