import type { CustomerProfile } from '@chapkhana/shared/accounts';
import type { ReactNode } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { displayIraqiPhone } from '@/lib/phone-display';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:gap-4">
      <dt className="text-sm text-slate-600 sm:w-40 sm:shrink-0">{label}</dt>
      <dd data-testid={testId} className="min-w-0 font-medium break-words text-slate-900">
        {children}
      </dd>
    </div>
  );
}

/** The customer's details from GET /get-customer (name, phone, email, type, discount). */
export function ProfileSummary({ profile }: { profile: CustomerProfile }) {
  const { t } = useTranslation();
  const isPrintHouse = profile.userType === 'printHouse';
  return (
    <dl data-testid="profile-summary" className="divide-y divide-slate-100">
      <Row label={t('account.fields.name')} testId="profile-name">
        {profile.name}
      </Row>
      <Row label={t('account.fields.phone')} testId="profile-phone">
        <bdi dir="ltr">{displayIraqiPhone(profile.phone)}</bdi>
      </Row>
      {/* A customer who signed up by phone has no email. */}
      {profile.email ? (
        <Row label={t('account.fields.email')} testId="profile-email">
          <bdi dir="ltr">{profile.email}</bdi>
        </Row>
      ) : null}
      <Row label={t('account.fields.userType')} testId="profile-user-type">
        {t(isPrintHouse ? 'account.userTypes.printHouse' : 'account.userTypes.user')}
      </Row>
      {isPrintHouse && profile.printHouseName ? (
        <Row label={t('account.fields.printHouseName')} testId="profile-print-house-name">
          {profile.printHouseName}
        </Row>
      ) : null}
      {profile.address ? (
        <Row label={t('account.fields.address')} testId="profile-address">
          {profile.address}
        </Row>
      ) : null}
      {profile.discount > 0 ? (
        <Row label={t('account.dashboard.discount')} testId="profile-discount">
          {t('account.dashboard.discountValue', { percent: profile.discount })}
        </Row>
      ) : null}
    </dl>
  );
}

/** Placeholder rows while the profile loads. */
export function ProfileSummarySkeleton() {
  return (
    <div aria-hidden="true" className="flex animate-pulse flex-col gap-4 py-3">
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="h-5 rounded bg-slate-100" />
      ))}
    </div>
  );
}
