/**
 * One Server-Sent Events client. Writes never wait: what the socket cannot take yet stays in its buffer, and a
 * client whose buffer grows past the limit (it reads too slowly, or not at all) is dropped, so one slow phone
 * never holds back the thousands of others fed from the same loop. Its browser reconnects and resumes.
 *
 * The stream's body is delimited by the end of the connection (no chunked transfer coding, see index.ts), so the
 * bytes of a frame are the bytes on the wire: a broadcast Buffer goes straight to the socket, as it is, for every
 * client — no per-client framing, copy or encoding, and none of ServerResponse's per-write bookkeeping (cork,
 * chunk header, writev). Without a socket of its own (a response not attached to one yet, or a test's fake)
 * the sink writes through the response, which passes the same bytes on unchanged.
 */
import { type ServerResponse } from 'node:http';
import { type Writable } from 'node:stream';

/** What the sink needs of a socket. */
export type SseSocket = Pick<Writable, 'write' | 'writableLength' | 'destroy'> & {
  readonly destroyed: boolean;
};

/** What the sink needs of a ServerResponse (tests pass a fake). */
export type SseResponse = Pick<
  ServerResponse,
  'write' | 'end' | 'destroy' | 'writableLength' | 'writableEnded'
> & {
  readonly destroyed: boolean;
  /** Written to directly when set (headers already sent, body not chunked). */
  readonly socket?: SseSocket | null;
};

export type SseSink = {
  readonly isOpen: boolean;
  /**
   * Queues a frame; false when the client is gone or was just dropped for being too slow. A frame sent to many
   * clients must be a Buffer, encoded once, rather than a string each write would encode again.
   */
  write(frame: Buffer): boolean;
  /** Ends the stream politely (server closing). */
  end(): void;
};

export function createSseSink(
  res: SseResponse,
  options: { maxBufferBytes: number; onDrop?: (bufferedBytes: number) => void },
): SseSink {
  const socket = res.socket ?? null;
  let isOpen = true;
  const isAlive = (): boolean =>
    isOpen && !res.destroyed && !res.writableEnded && (socket === null || !socket.destroyed);
  return {
    get isOpen() {
      return isAlive();
    },
    write(frame) {
      if (!isAlive()) {
        isOpen = false;
        return false;
      }
      let buffered: number;
      if (socket === null) {
        res.write(frame);
        buffered = res.writableLength;
      } else {
        socket.write(frame);
        buffered = socket.writableLength;
      }
      if (buffered > options.maxBufferBytes) {
        isOpen = false;
        options.onDrop?.(buffered);
        res.destroy();
        socket?.destroy();
        return false;
      }
      return true;
    },
    end() {
      if (!isAlive()) return;
      isOpen = false;
      res.end();
    },
  };
}
