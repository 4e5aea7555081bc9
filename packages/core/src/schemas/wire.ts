import * as z from 'zod/mini';

// Response contracts are written with zod/mini: the SDK parses them in the browser, where classic zod would cost
// ~26 KB gzip against a 50 KB budget (DESIGN §9). Request schemas, parsed only on the server, stay in classic zod
// in their own modules (`*-input.ts`), so a bundle that reads only responses never loads classic zod.
// `/* @__PURE__ */` on each contract lets bundlers drop the ones a bundle never reads.

/** Every failure: a 4xx with this body. */
export const errorResponse = /* @__PURE__ */ z.object({
  error: z.literal(true),
  messages: z.array(z.string()).check(z.minLength(1)),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** The envelope the spec's calls read on success: `results.success`, `results.message`, `results.data`. */
export const results = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.object({ results: z.object({ success: z.boolean(), message: z.optional(z.string()), ...shape }) });

export const int = /* @__PURE__ */ z.int();
/** ISO 8601 date-time. */
export const isoDate = /* @__PURE__ */ z.string();
