/** Ends a command with a message for the person who ran it, never a stack trace. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
