import { z } from './zod';

export const STAFF_ROLES = ['admin', 'seller'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** POST /api/staff/login — an email or a phone number, and the password. */
export const staffLoginBodySchema = z.object({
  login: z.string({ error: 'is required' }).trim().min(1, { error: 'is required' }).max(254),
  password: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(200),
});

/** What a staff token carries; `sellerId` is set for the account behind a seller. */
export const staffTokenPayloadSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  sellerId: z.string().nullable(),
});
export type StaffTokenPayload = z.infer<typeof staffTokenPayloadSchema>;

export const staffLoginResponseSchema = z.object({
  token: z.string(),
  message: z.string(),
  staff: staffTokenPayloadSchema,
});

export const STAFF_BAD_LOGIN = 'Email, phone or password is incorrect';
