export interface SseMessage {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

/** Reads server-sent events from a streaming response body. */
export function sseReader(res: Response) {
  const body = res.body;
  if (!body) throw new Error('No body');
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const queue: SseMessage[] = [];

  function drain() {
    let index;
    while ((index = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, index);
      buffer = buffer.slice(index + 2);
      const message: SseMessage = {};
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) message.comment = line.slice(1).trim();
        const [field, ...rest] = line.split(': ');
        const value = rest.join(': ');
        if (field === 'id') message.id = value;
        if (field === 'event') message.event = value;
        if (field === 'data') message.data = value;
      }
      queue.push(message);
    }
  }

  return {
    /** The next message (skipping `retry:` blocks), or null when the stream ends. */
    async next(options: { skipComments?: boolean } = {}): Promise<SseMessage | null> {
      for (;;) {
        while (queue.length > 0) {
          const message = queue.shift();
          if (!message) break;
          if (message.id === undefined && message.event === undefined && message.comment === undefined) continue;
          if (options.skipComments && message.comment !== undefined && message.event === undefined) continue;
          return message;
        }
        const { done, value } = await reader.read();
        if (done) return null;
        buffer += decoder.decode(value, { stream: true });
        drain();
      }
    },
    cancel: () => reader.cancel(),
  };
}
