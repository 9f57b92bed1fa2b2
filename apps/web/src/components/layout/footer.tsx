import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Link } from '@/components/ui/link';
import { Logo } from '@/components/layout/logo';
import { SocialLinks } from '@/components/layout/social-links';
import type { SocialLinks as Links } from '@chapkhana/shared/settings';
import { paths } from '@/config/paths';

/** Site footer (docs/storefront.md §2): the one-place line, links, the shop's social profiles, copyright. */
export function Footer({ social }: { social: Links }) {
  const { t } = useTranslation();
  const footerLinks = [
    { to: paths.categories, label: t('nav.categories') },
    { to: paths.about, label: t('nav.about') },
    { to: paths.contact, label: t('nav.contact') },
  ];
  const hasSocial = Object.values(social).some(Boolean);
  return (
    // Bottom padding on phones keeps the last line clear of the fixed shortcut bar.
    <footer className="mt-16 bg-slate-900 pb-16 text-slate-200 md:pb-0" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div className="space-y-3">
          <Logo tone="dark" />
          <p className="max-w-xs text-slate-300">{t('footer.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-links-heading">
          <h2 id="footer-links-heading" className="mb-3 text-lg font-bold text-white">
            {t('footer.links')}
          </h2>
          <ul className="space-y-2">
            {footerLinks.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className="hover:text-white hover:underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {hasSocial ? (
          <div>
            <h2 className="mb-3 text-lg font-bold text-white">{t('footer.follow')}</h2>
            <SocialLinks links={social} />
          </div>
        ) : null}
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-center text-sm text-slate-300">
          {t('footer.copyright')}
        </p>
      </div>
    </footer>
  );
}
