import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { SocialLinks as Links } from '@chapkhana/shared/settings';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@chapkhana/shared/shop-links';
import {
  FacebookIcon,
  InstagramIcon,
  TelegramIcon,
  TiktokIcon,
  XIcon,
  YoutubeIcon,
} from '@/components/icons/social-icons';

const ICONS: Record<SocialNetwork, ComponentType<SVGProps<SVGSVGElement>>> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  tiktok: TiktokIcon,
  telegram: TelegramIcon,
  youtube: YoutubeIcon,
  x: XIcon,
};

/** The shop's social profiles an admin set, only those; nothing at all when none is. */
export function SocialLinks({ links, className = '' }: { links: Links; className?: string }) {
  const { t } = useTranslation();
  const networks = SOCIAL_NETWORKS.filter((network) => links[network]);
  if (networks.length === 0) return null;
  const item =
    'flex size-10 items-center justify-center rounded-full border border-current opacity-90 hover:opacity-100';
  return (
    <ul className={`flex flex-wrap items-center gap-3 ${className}`} data-testid="social-links">
      {networks.map((network) => {
        const Icon = ICONS[network];
        return (
          <li key={network}>
            <a
              href={links[network]}
              target="_blank"
              rel="noopener noreferrer"
              className={item}
              data-testid={`social-${network}`}
            >
              <Icon className="size-5" />
              <span className="sr-only">{t(`social.${network}`)}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
