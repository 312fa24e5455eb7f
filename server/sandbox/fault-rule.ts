// One fault rule of the sandbox's knobs (faults.ts applies them; state.ts holds the list): its own
// file so the two import it without importing each other.
import { z } from 'zod';

export const faultRuleSchema = z.strictObject({
  /** Path prefix on the upstream (e.g. /api/articles); all paths when omitted. */
  path: z.string().startsWith('/').optional(),
  method: z.enum(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']).optional(),
  latencyMs: z.number().int().min(0).max(600_000).optional(),
  status: z.number().int().min(400).max(599).optional(),
  retryAfter: z.string().max(64).optional(),
  /** Never answer (until the client gives up). */
  hang: z.boolean().optional(),
  /** Destroy the connection without an answer. */
  drop: z.boolean().optional(),
  /** Answer 200 with a body that does not match the API's shape ('json') or is not JSON ('text'). */
  malformed: z.enum(['json', 'text']).optional(),
  /** Apply to this many calls, then remove the rule. */
  times: z.number().int().min(1).optional(),
});
export type FaultRule = z.infer<typeof faultRuleSchema>;
