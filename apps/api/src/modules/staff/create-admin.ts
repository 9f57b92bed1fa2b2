/** Admin accounts are made from the command line only (`npm run create-admin`); see cli/create-admin.ts. */
import { parseArgs } from 'node:util';
import { issueSentence } from '@chapkhana/shared/field-errors';
import { createAdminInputSchema, type CreateAdminInput } from '@chapkhana/shared/staff';
import type { Database } from '../../db/client';
import { violatedUniqueIndex } from '../../db/errors';
import { hashPassword } from '../../lib/passwords';
import { findStaffByEmailOrPhone, insertStaffUser } from './repository';

export const CREATE_ADMIN_USAGE =
  'Usage: npm run create-admin -- --email admin@example.com --phone 0750 123 4567 [--name "Full Name"]\n' +
  'The password is read from ADMIN_PASSWORD, or asked for when it is not set.';

/** A problem the person at the keyboard can fix; the command prints it and exits with 1. */
export class CreateAdminError extends Error {
  override name = 'CreateAdminError';
}

/** `--email`, `--phone` and `--name` from the command line (unknown options are refused). */
export function parseCreateAdminArgs(argv: string[]): {
  email?: string | undefined;
  phone?: string | undefined;
  name?: string | undefined;
} {
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        phone: { type: 'string' },
        name: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    });
    return values;
  } catch (error) {
    throw new CreateAdminError(
      `${error instanceof Error ? error.message : String(error)}\n${CREATE_ADMIN_USAGE}`,
    );
  }
}

/** Checks the account's details, each problem named in one sentence. */
export function checkCreateAdminInput(input: {
  email?: string | undefined;
  phone?: string | undefined;
  name?: string | undefined;
  password?: string | undefined;
}): CreateAdminInput {
  const parsed = createAdminInputSchema.safeParse({ ...input, name: input.name ?? 'Admin' });
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `${issue.path.join('.')} ${issueSentence(issue)}`,
  );
  throw new CreateAdminError(
    `Cannot create the admin: ${problems.join('; ')}.\n${CREATE_ADMIN_USAGE}`,
  );
}

/** Inserts a staff account with the admin role; an email or phone already used by staff is refused. */
export async function createAdminAccount(
  db: Database,
  input: CreateAdminInput,
): Promise<{ id: string; email: string; phone: string }> {
  const taken = await findStaffByEmailOrPhone(db, input.email, input.phone);
  if (taken) {
    throw new CreateAdminError(
      taken.phone === input.phone
        ? `A console account with the phone ${input.phone} already exists.`
        : `A console account with the email ${taken.email} already exists.`,
    );
  }
  try {
    return await insertStaffUser(db, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      passwordHash: await hashPassword(input.password),
      role: 'admin',
    });
  } catch (error) {
    if (violatedUniqueIndex(error)) {
      throw new CreateAdminError('A console account with this email or phone already exists.');
    }
    throw error;
  }
}
