import type { z } from '@chapkhana/shared/zod';
import type { ShopRole } from '@chapkhana/shared/shop-roles';
import type { inviteShopMemberBodySchema, ShopMember } from '@chapkhana/shared/staff';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { insertAuditEvent } from '../audit/repository';
import { revokeAllSessions } from '../sessions/repository';
import * as staffRepo from './repository';
import { insertConsoleAccount } from './service';

/**
 * A print house's staff, as its owner manages them (issue 39): members in a role (owner,
 * designer, production, dispatcher), each with a sign-in of its own. A member of another shop is
 * answered as missing (404); the last owner can neither leave nor change role (409). A member
 * whose role changes, or who is removed, is signed out everywhere at once: its sessions end here
 * and the caller disconnects their sockets (`endedSessions`).
 */

interface Owner {
  sellerId: string;
  staffUserId: string;
}

/** The shop's members, owners first. */
export const shopStaff = (db: Database, sellerId: string) => staffRepo.listShopStaff(db, sellerId);

/**
 * Adds a member with no usable password: a mailed link lets it set one. An email or phone any
 * console account already has is refused (409) and nothing is written.
 */
export async function inviteShopMember(
  db: Database,
  by: Owner,
  input: z.output<typeof inviteShopMemberBodySchema>,
  now: Date,
): Promise<{ member: ShopMember; account: { id: string; passwordHash: string } }> {
  const shop = { sellerId: by.sellerId, sellerRole: input.role };
  const { result: id, passwordHash } = await insertConsoleAccount(
    db,
    input,
    shop,
    now,
    async (tx, accountId) => {
      await insertAuditEvent(tx, {
        actor: { kind: 'staff', id: by.staffUserId },
        subject: 'staff',
        subjectId: accountId,
        sellerId: by.sellerId,
        action: 'staff.invite',
        details: { name: input.name, role: input.role },
        at: now,
      });
      return accountId;
    },
  );
  const member = await staffRepo.findShopMember(db, by.sellerId, id);
  if (!member) throw notFound('staff_member_not_found');
  return { member: staffRepo.toShopMember(member), account: { id, passwordHash } };
}

/** A member of the owner's own shop, for a new set-password link; 404 for anyone else. */
export async function shopMemberAccount(db: Database, sellerId: string, memberId: string) {
  const member = await staffRepo.findShopMember(db, sellerId, memberId);
  if (!member) throw notFound('staff_member_not_found');
  return member;
}

/**
 * Changes a member's role or removes it, one change of the shop's staff at a time (the shop's row
 * is locked), never leaving the shop without an owner. Answers the member as it is now (none once
 * removed) and the sessions that ended.
 */
async function changeMember(
  db: Database,
  by: Owner,
  memberId: string,
  change: { kind: 'role'; role: ShopRole } | { kind: 'remove' },
  now: Date,
): Promise<{ member: ShopMember | undefined; endedSessions: string[] }> {
  return db.transaction(async (tx) => {
    const shop = await staffRepo.lockSellerForStaff(tx, by.sellerId);
    const member = shop && (await staffRepo.findShopMember(tx, by.sellerId, memberId));
    if (!shop || !member) throw notFound('staff_member_not_found');
    if (change.kind === 'role' && change.role === member.role) {
      return { member: staffRepo.toShopMember(member), endedSessions: [] };
    }
    const owners = await staffRepo.shopOwners(tx, by.sellerId);
    const remainingOwners = owners.filter((id) => id !== member.id);
    if (member.role === 'owner' && remainingOwners.length === 0) throw conflict('last_shop_owner');
    if (change.kind === 'role') await staffRepo.setMemberRole(tx, member.id, change.role, now);
    else await staffRepo.markMemberRemoved(tx, member.id, now);
    // The shop's mail goes to an owner: its contact moves on when it stops being one.
    const contact = remainingOwners[0];
    if (shop.staffUserId === member.id && contact) {
      await staffRepo.setSellerContact(tx, by.sellerId, contact);
    }
    const endedSessions = await revokeAllSessions(tx, { staffUserId: member.id }, now);
    await insertAuditEvent(tx, {
      actor: { kind: 'staff', id: by.staffUserId },
      subject: 'staff',
      subjectId: member.id,
      sellerId: by.sellerId,
      action: change.kind === 'role' ? 'staff.role' : 'staff.remove',
      details: {
        name: member.name,
        from: member.role ?? '',
        ...(change.kind === 'role' ? { to: change.role } : {}),
      },
      at: now,
    });
    const after =
      change.kind === 'role'
        ? await staffRepo.findShopMember(tx, by.sellerId, member.id)
        : undefined;
    return { member: after && staffRepo.toShopMember(after), endedSessions };
  });
}

export const setShopMemberRole = (
  db: Database,
  by: Owner,
  memberId: string,
  role: ShopRole,
  now: Date,
) => changeMember(db, by, memberId, { kind: 'role', role }, now);

export const removeShopMember = (db: Database, by: Owner, memberId: string, now: Date) =>
  changeMember(db, by, memberId, { kind: 'remove' }, now);
