import { z } from 'zod';
import { AUTH_MESSAGES } from '@/lib/auth/messages';

export const loginSchema = z.object({
  email: z.string().trim().pipe(z.email(AUTH_MESSAGES.invalidEmail)),
  password: z.string().min(6, AUTH_MESSAGES.shortPassword),
  remember: z.boolean().default(false),
  next: z.string().max(2000).optional(),
});

export type LoginInput = z.input<typeof loginSchema>;
