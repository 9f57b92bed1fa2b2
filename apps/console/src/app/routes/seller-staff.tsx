import { useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import toast from 'react-hot-toast';
import { formatIraqTime } from '@chapkhana/shared/dates';
import { SHOP_ROLES, type ShopRole } from '@chapkhana/shared/shop-roles';
import type { ShopMember } from '@chapkhana/shared/staff';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { inputClass, secondaryButtonClass } from '@/components/ui/field';
import { LtrText } from '@/components/ui/ltr-text';
import { PageTitle } from '@/components/ui/page-title';
import { PhoneLink } from '@/components/ui/phone-link';
import { SubLine } from '@/components/ui/sub-line';
import { useStaff } from '@/features/auth/hooks/use-staff';
import { useGetShopStaffQuery } from '@/features/staff/api/get-shop-staff';
import {
  useRemoveMemberMutation,
  useSetMemberRoleMutation,
} from '@/features/staff/api/change-member';
import { InviteMemberForm } from '@/features/staff/components/invite-member-form';
import { failureText } from '@/lib/api-failure';

type Asking = { member: ShopMember; change: { kind: 'role'; role: ShopRole } | { kind: 'remove' } };

/**
 * The print house's staff, for its owners (issue 39): who works the console in which role and
 * when each last signed in; add a member (a mailed link), change a role or remove a member, each
 * after a question (the member is signed out everywhere at once).
 */
export function SellerStaffRoute() {
  const { t } = useTranslation();
  const { staff: me } = useStaff();
  const { data, isLoading: loading, error } = useGetShopStaffQuery(undefined);
  const [setRole, settingRole] = useSetMemberRoleMutation();
  const [remove, removing] = useRemoveMemberMutation();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = settingRole.isLoading || removing.isLoading;
  const confirm = ({ member, change }: Asking) =>
    (change.kind === 'role'
      ? setRole({ id: member._id, role: change.role }).unwrap()
      : remove({ id: member._id }).unwrap()
    )
      .then(() => {
        toast.success(t(change.kind === 'role' ? 'staff.roleChanged' : 'staff.removed'));
        setAsking(null);
      })
      .catch((problem: unknown) => setFailure(failureText(problem, (key, v) => t(key, v))));
  const ask = (next: Asking) => {
    setFailure(null);
    setAsking(next);
  };
  return (
    <>
      <PageTitle>{t('staff.title')}</PageTitle>
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {failureText(error, (key, v) => t(key, v))}
        </p>
      ) : null}
      {loading ? <p className="text-sm text-slate-600">{t('common.loading')}</p> : null}
      <DataTable
        rows={data?.staff ?? []}
        rowKey={(member) => member._id}
        rowTestId={(member) => `member-row-${member._id}`}
        columns={[
          {
            header: t('staff.name'),
            cell: (member) => (
              <>
                <span dir="auto">{member.name}</span>
                {member._id === me?.id ? (
                  <span className="ms-1 text-xs text-slate-600">({t('staff.you')})</span>
                ) : null}
                <SubLine ltr>{member.email}</SubLine>
                <span className="block text-xs">
                  <PhoneLink phone={member.phone} />
                </span>
              </>
            ),
          },
          {
            header: t('staff.role'),
            cell: (member) => (
              <select
                aria-label={t('staff.roleOf', { name: member.name })}
                className={`${inputClass} pe-8`}
                value={member.role}
                disabled={busy}
                data-testid={`member-role-${member._id}`}
                onChange={(event) => {
                  const role = event.target.value as ShopRole;
                  if (role !== member.role) ask({ member, change: { kind: 'role', role } });
                }}
              >
                {SHOP_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`staff.roles.${role}`)}
                  </option>
                ))}
              </select>
            ),
          },
          {
            header: t('staff.lastSignIn'),
            cell: (member) =>
              member.lastSignInAt ? (
                <LtrText>{formatIraqTime(member.lastSignInAt)}</LtrText>
              ) : (
                <span className="text-slate-600">{t('staff.neverSignedIn')}</span>
              ),
          },
        ]}
        actions={(member) => (
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={busy}
            data-testid={`member-remove-${member._id}`}
            onClick={() => ask({ member, change: { kind: 'remove' } })}
          >
            {t('staff.remove')}
          </button>
        )}
      />
      <InviteMemberForm
        onAdded={(answer) =>
          answer.mailSent
            ? toast.success(t('staff.invited', { email: answer.member.email }))
            : toast.error(t('staff.mailNotSent'))
        }
      />
      {asking ? (
        <ConfirmDialog
          testId="member-confirm"
          title={
            asking.change.kind === 'role'
              ? t('staff.confirmRole', {
                  name: asking.member.name,
                  role: t(`staff.roles.${asking.change.role}`),
                })
              : t('staff.confirmRemove', { name: asking.member.name })
          }
          confirmLabel={t(asking.change.kind === 'role' ? 'staff.changeRole' : 'staff.remove')}
          danger={asking.change.kind === 'remove'}
          busy={busy}
          failure={failure}
          onCancel={() => setAsking(null)}
          onConfirm={() => void confirm(asking)}
        >
          <p>{t('staff.signedOutNote', { name: asking.member.name })}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
