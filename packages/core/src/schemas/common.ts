import * as z from 'zod';

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
