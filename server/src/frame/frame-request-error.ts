/** An error the frame answers a request with: a message, and a JSON-RPC code when it has one. */
export class FrameRequestError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
  }
}
