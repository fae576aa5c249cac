/** Writes a fetch-style handler's `Response` to a Node server's response. */
import type { ServerResponse } from 'node:http';

export async function writeFetchAnswer(response: ServerResponse, answer: Response): Promise<void> {
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  response.end(Buffer.from(await answer.arrayBuffer()));
}
