import { z } from './zod';

/** Every failed API call answers `{ error: "<human sentence>" }` (DESIGN §4). */
export const apiErrorSchema = z.object({ error: z.string(), message: z.string().optional() });
export type ApiError = z.infer<typeof apiErrorSchema>;
