import { z } from 'zod';

/**
 * An amount in a provider's answer: a number, or a decimal string ("25000.00", "25000.000") as
 * some answers write it, read as a number that must be whole dinars within the safe integers
 * (the shop compares it with its own; 25000.5 or 2^60 is not an answer in the contract).
 */
export const answeredDinars = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,15}(\.\d{1,6})?$/)
      .transform(Number),
  ])
  .pipe(z.number().int().nonnegative());
