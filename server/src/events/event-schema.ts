/**
 * What the kit's analytics client sends: `POST /e?projectId=&st=&sv=` with a JSON body
 * `{ eventId, url, domain, timestamp, props }`. Track events carry `props.event`; error
 * reports carry `props.type: 'error'` with the error's category, message and stack.
 */
import * as z from 'zod';

/** A request larger than this is refused before it is parsed: events are a few hundred bytes. */
export const MAX_EVENT_BYTES = 16 * 1024;

export const eventQuerySchema = z.object({
  projectId: z.string().min(1).max(200),
  st: z.string().min(1).max(100),
  sv: z.string().min(1).max(100),
});

export const eventBodySchema = z.strictObject({
  eventId: z.string().min(1).max(100),
  url: z.string().max(2048),
  domain: z.string().max(255),
  timestamp: z.number().int().nonnegative(),
  props: z.record(z.string(), z.unknown()),
});

type EventBody = z.infer<typeof eventBodySchema>;

/** One stored event: what was sent, which app sent it, and when it arrived. */
export interface StoredEvent extends EventBody {
  projectId: string;
  sdkType: string;
  sdkVersion: string;
  receivedAt: number;
}
