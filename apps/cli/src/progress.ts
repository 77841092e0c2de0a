/** Progress on stderr: one rewritten line on a terminal, a line per 10 % otherwise (CI logs stay short). */
export type Progress = (stage: string, done: number, total: number) => void;

export function createProgress(stream: NodeJS.WriteStream = process.stderr): Progress {
  const lastDecile = new Map<string, number>();
  return (stage, done, total) => {
    const pct = total === 0 ? 100 : Math.floor((done / total) * 100);
    const line = `${stage}: ${done.toLocaleString('en')}/${total.toLocaleString('en')} (${pct}%)`;
    if (stream.isTTY) {
      stream.write(`\r\x1b[2K${line}${done >= total ? '\n' : ''}`);
      return;
    }
    const decile = Math.floor(pct / 10);
    if (lastDecile.get(stage) === decile && done < total) return;
    lastDecile.set(stage, decile);
    stream.write(`${line}\n`);
  };
}
