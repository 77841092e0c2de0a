/** An expected failure: printed without a stack trace, exit code 1 (2 for usage errors). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}
