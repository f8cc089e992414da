/**
 * Runs a call of the test's own HTTP client, again once if the connection was reset: under load
 * the server may close a kept-alive socket just as the client reuses it.
 */
export async function retryReset<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
    return call();
  }
}
