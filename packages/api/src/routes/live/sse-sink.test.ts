import { describe, expect, it } from 'vitest';
import { cursorFrame, eventFrame, parseResumeCursor } from './sse-frames.js';
import { createSseSink, type SseResponse } from './sse-sink.js';

/** A socket that takes nothing: every write stays buffered. */
function stalledSocket() {
  const written: Buffer[] = [];
  const socket = {
    writableLength: 0,
    destroyed: false,
    write(chunk: Buffer) {
      written.push(chunk);
      this.writableLength += chunk.length;
      return false;
    },
    destroy() {
      this.destroyed = true;
      return this;
    },
  };
  return { socket, written };
}

/** A response, with that socket or without one (then the writes go through the response). */
function stalledResponse(withSocket: boolean) {
  const { socket, written: toSocket } = stalledSocket();
  const written: Buffer[] = [];
  const response = {
    writableLength: 0,
    writableEnded: false,
    destroyed: false,
    socket: withSocket ? socket : null,
    write(chunk: Buffer) {
      written.push(chunk);
      this.writableLength += chunk.length;
      return false;
    },
    end() {
      this.writableEnded = true;
      return this;
    },
    destroy() {
      this.destroyed = true;
      return this;
    },
  };
  return { response: response as unknown as SseResponse & typeof response, written, socket, toSocket };
}

describe('SSE sink', () => {
  it('keeps writing past a full socket, then drops the client whose buffer passes the limit', () => {
    for (const withSocket of [false, true]) {
      const { response, written, socket, toSocket } = stalledResponse(withSocket);
      const drops: number[] = [];
      const sink = createSseSink(response, { maxBufferBytes: 100, onDrop: (bytes) => drops.push(bytes) });
      expect(sink.write(Buffer.from('x'.repeat(60)))).toBe(true);
      expect(sink.write(Buffer.from('y'.repeat(60)))).toBe(false);
      expect([sink.isOpen, response.destroyed, drops]).toEqual([false, true, [120]]);
      expect(socket.destroyed).toBe(withSocket);
      expect(sink.write(Buffer.from('z'))).toBe(false);
      expect((withSocket ? toSocket : written).map(String)).toEqual(['x'.repeat(60), 'y'.repeat(60)]);
      expect((withSocket ? written : toSocket).length).toBe(0);
    }
  });

  it('writes the very Buffer it is given to the socket, bypassing the response', () => {
    const { response, written, toSocket } = stalledResponse(true);
    const sink = createSseSink(response, { maxBufferBytes: 1_000 });
    const frame = Buffer.from('event: passings\ndata: {}\n\n');
    sink.write(frame);
    expect(toSocket[0]).toBe(frame);
    expect(written).toEqual([]);
    sink.end();
    expect([sink.isOpen, response.writableEnded]).toEqual([false, true]);
  });

  it('frames events and ids', () => {
    expect(eventFrame('passings', '{"a":1}', 12)).toBe('event: passings\nid: 12\ndata: {"a":1}\n\n');
    expect(eventFrame('passings', '{}', null)).toBe('event: passings\ndata: {}\n\n');
    expect(cursorFrame('ranking', '{"v":1}', 7)).toBe('event: ranking\nid: 7\ndata: {"cursor":7,"v":1}\n\n');
    expect(JSON.parse(cursorFrame('ranking', '{}', 7).split('data: ')[1] ?? '')).toEqual({ cursor: 7 });
  });

  it('resumes from Last-Event-ID, else ?after=, ignoring bogus values', () => {
    const now = 1_800_000_000_000;
    expect(parseResumeCursor('1799999999999', 5, now)).toBe(1_799_999_999_999);
    expect(parseResumeCursor(undefined, 5, now)).toBe(5);
    expect(parseResumeCursor('abc', undefined, now)).toBeNull();
    expect(parseResumeCursor(String(now + 2 * 86_400_000), undefined, now)).toBeNull();
  });
});
