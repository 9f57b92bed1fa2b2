import { callHref, displayContactPhone } from '@/lib/phone-display';

/** A stored phone as people read it, left to right in any page, as a tap to call when it is one. */
export function PhoneCall({ phone, testId }: { phone: string; testId?: string }) {
  const href = callHref(phone);
  const shown = displayContactPhone(phone);
  return href ? (
    <a
      href={href}
      dir="ltr"
      data-testid={testId}
      className="whitespace-nowrap text-brand-700 underline-offset-4 hover:underline"
    >
      {shown}
    </a>
  ) : (
    <bdi dir="ltr" data-testid={testId} className="whitespace-nowrap">
      {shown}
    </bdi>
  );
}
