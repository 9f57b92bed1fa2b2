import { useTranslation } from 'react-i18next';
import { FacebookIcon, InstagramIcon } from '@/components/icons/social-icons';
import { PlaceholderLink } from '@/components/ui/placeholder-link';

/** The shop's two social links; the spec gives them no target. */
export function SocialLinks({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const item =
    'flex size-10 items-center justify-center rounded-full border border-current opacity-90';
  return (
    <ul className={`flex items-center gap-3 ${className}`}>
      <li>
        <PlaceholderLink className={item}>
          <FacebookIcon className="size-5" />
          <span className="sr-only">{t('social.facebook')}</span>
        </PlaceholderLink>
      </li>
      <li>
        <PlaceholderLink className={item}>
          <InstagramIcon className="size-5" />
          <span className="sr-only">{t('social.instagram')}</span>
        </PlaceholderLink>
      </li>
    </ul>
  );
}
