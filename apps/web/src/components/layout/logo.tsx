import { Printer } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';

/** The shop's mark and name, linking home. */
export function Logo({
  tone = 'light',
  onNavigate,
}: {
  tone?: 'light' | 'dark';
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const text = tone === 'light' ? 'text-slate-900' : 'text-white';
  return (
    <Link
      to={paths.home}
      onClick={onNavigate}
      aria-label={t('brand.home')}
      data-testid="logo-link"
      className={`flex shrink-0 items-center gap-2 rounded-md ${text}`}
    >
      <span className="flex size-9 items-center justify-center rounded-lg bg-brand-700 text-white">
        <Printer aria-hidden="true" className="size-5" />
      </span>
      <span className="text-xl font-bold">{t('brand.name')}</span>
    </Link>
  );
}
