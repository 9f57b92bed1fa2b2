import { Link2, MessageCircle, Send } from 'lucide-react';
import { toast } from '@/lib/toast';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { FacebookIcon } from '@/components/icons/social-icons';
import { shareLinks } from '@/features/catalogue/utils/share-links';

const ROUND = 'flex size-10 items-center justify-center rounded-full text-white';

/** Copy the page's link (toast "Link copied!", docs/storefront.md §8) or share it on WhatsApp, Facebook, Telegram. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const links = shareLinks(url, title);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('product.linkCopied'));
    } catch {
      toast.error(t('product.copyFailed'));
    }
  };
  const external = [
    {
      href: links.whatsapp,
      label: t('product.shareWhatsapp'),
      colour: 'bg-[#1f8f4e]',
      Icon: MessageCircle,
    },
    {
      href: links.facebook,
      label: t('product.shareFacebook'),
      colour: 'bg-[#1877f2]',
      Icon: FacebookIcon,
    },
    { href: links.telegram, label: t('product.shareTelegram'), colour: 'bg-[#1c7fb5]', Icon: Send },
  ];
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="share-links">
      <span className="me-1 text-sm font-semibold text-slate-700">{t('product.share')}</span>
      <button
        type="button"
        data-testid="copy-link"
        onClick={() => void copy()}
        aria-label={t('product.copyLink')}
        className={`${ROUND} bg-slate-700 hover:bg-slate-800`}
      >
        <Link2 aria-hidden="true" className="size-5" />
      </button>
      {external.map(({ href, label, colour, Icon }) => (
        <a
          key={href}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
          className={`${ROUND} ${colour} hover:opacity-90`}
        >
          <Icon aria-hidden="true" className="size-5" />
        </a>
      ))}
    </div>
  );
}
