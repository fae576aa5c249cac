/**
 * A request body read with a cap: a declared Content-Length over the cap is refused before a
 * byte is read, and a body streamed without one is cancelled as soon as it passes the cap, so
 * an oversized body never sits in memory.
 */
export async function readCappedText(
  request: Request,
  maxBytes: number,
): Promise<string | undefined> {
  const declared = request.headers.get('content-length');
  if (declared !== null && !(Number(declared) <= maxBytes)) {
    await request.body?.cancel().catch(() => {});
    return undefined;
  }
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return new TextDecoder().decode(bytes);
}
