import { type TextLine } from './read-fixed-width.js';

/**
 * Cuts text that arrives in chunks into numbered lines as an editor numbers them: LF, CRLF (also split across two
 * chunks) and a lone CR each end a line. `push` returns false once the consumer wants no more.
 */
export function createLineSplitter(consume: (line: TextLine) => boolean): {
  push(chunk: string): boolean;
  end(): boolean;
} {
  let rest = '';
  let line = 1;
  let afterCr = false;
  return {
    push(chunk) {
      let text = chunk;
      // A CRLF whose CR ended the previous chunk: that line is already out.
      if (afterCr && text.startsWith('\n')) text = text.slice(1);
      afterCr = false;
      let from = 0;
      const buffered = rest + text;
      const offset = rest.length;
      rest = '';
      for (let i = offset; i < buffered.length; i++) {
        const char = buffered.charCodeAt(i);
        if (char !== 10 && char !== 13) continue;
        if (!consume({ line: line++, text: buffered.slice(from, i) })) return false;
        if (char === 13 && buffered.charCodeAt(i + 1) === 10) i++;
        else if (char === 13 && i === buffered.length - 1) afterCr = true;
        from = i + 1;
      }
      rest = buffered.slice(from);
      return true;
    },
    end() {
      if (rest === '') return true;
      const last = rest;
      rest = '';
      return consume({ line: line++, text: last });
    },
  };
}
