/**
 * A build error whose message is the whole story (file, line, reason): the stack trace is
 * replaced by the message so the build log shows only what the author has to fix.
 */
export function buildError(message: string): Error {
  const err = new Error(message);
  err.stack = err.message;
  return err;
}

/** A titled list of problems as one build error: the title, then one problem a line. */
export function problemsError(title: string, problems: readonly string[]): Error {
  return buildError(`${title}:\n  ${problems.join('\n  ')}`);
}
