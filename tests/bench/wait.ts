// The benches start real servers: this waits until one answers `url` with a 2xx.
export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}
