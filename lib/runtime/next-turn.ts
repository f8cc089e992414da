/**
 * Waits for the server's thread to take its next turn (after the I/O waiting now, a request
 * included): long work on the thread (an export's CSV, a backup's lines) calls it between pieces
 * so the public pages are answered meanwhile.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
