/**
 * One Server-Sent Events client. Writes never wait: what the socket cannot take yet stays in its buffer, and a
 * client whose buffer grows past the limit (it reads too slowly, or not at all) is dropped, so one slow phone
 * never holds back the thousands of others fed from the same loop. Its browser reconnects and resumes.
 */
import { type ServerResponse } from 'node:http';

/** What the sink needs of a ServerResponse (tests pass a fake). */
export type SseResponse = Pick<
  ServerResponse,
  'write' | 'end' | 'destroy' | 'writableLength' | 'writableEnded'
> & {
  readonly destroyed: boolean;
};

export type SseSink = {
  /** The cursor of the last event sent (what the client would send back as Last-Event-ID). */
  lastId: number;
  readonly isOpen: boolean;
  /**
   * Queues a frame; false when the client is gone or was just dropped for being too slow. A frame sent to many
   * clients should be a Buffer, encoded once, rather than a string each write would encode again.
   */
  write(frame: string | Buffer): boolean;
  /** Ends the stream politely (server closing). */
  end(): void;
};

export function createSseSink(
  res: SseResponse,
  options: { maxBufferBytes: number; onDrop?: (bufferedBytes: number) => void },
): SseSink {
  let isOpen = true;
  return {
    lastId: 0,
    get isOpen() {
      return isOpen && !res.destroyed && !res.writableEnded;
    },
    write(frame) {
      if (!this.isOpen) {
        isOpen = false;
        return false;
      }
      res.write(frame);
      if (res.writableLength > options.maxBufferBytes) {
        isOpen = false;
        options.onDrop?.(res.writableLength);
        res.destroy();
        return false;
      }
      return true;
    },
    end() {
      if (!this.isOpen) return;
      isOpen = false;
      res.end();
    },
  };
}
