import * as z from 'zod';

/** Every failure: a 4xx with this body. */
export const errorResponse = z.object({
  error: z.literal(true),
  messages: z.array(z.string()).min(1),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** The envelope the spec's calls read on success: `results.success`, `results.message`, `results.data`. */
export const results = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ results: z.object({ success: z.boolean(), message: z.string().optional(), ...shape }) });

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Invalid Email');

export const idParam = z.coerce.number().int().positive();

/** Page sizes come from fixed lists in the spec; callers pass their own. */
export const pageQuery = <S extends readonly [number, ...number[]]>(sizes: S, fallback: S[number]) =>
  z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((n) => (sizes as readonly number[]).includes(n), `Page size must be one of ${sizes.join(', ')}`)
      .default(fallback),
  });
