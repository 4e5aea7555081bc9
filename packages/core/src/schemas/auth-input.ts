import * as z from 'zod';
import { emailSchema } from './common.ts';

export const loginBody = z.object({
  username: z.string().trim().toLowerCase().min(1, 'Please enter your email').max(254),
  password: z.string().min(1, 'Password is required').max(256),
  rememberMe: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const switchBody = z.object({ contactId: z.coerce.number().int().positive() });

export const checkUsernameQuery = z.object({ username: emailSchema });
