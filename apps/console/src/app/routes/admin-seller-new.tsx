import { Link, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { NewSellerForm } from '@/features/sellers/components/new-seller-form';

export function NewSellerRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <Link to={paths.admin.sellers} className="text-sm text-brand-700 hover:underline">
        {t('sellers.new.back')}
      </Link>
      <PageTitle>{t('sellers.new.title')}</PageTitle>
      <NewSellerForm
        onAdded={({ seller, mailSent }) => {
          if (mailSent) toast.success(t('sellers.new.added', { email: seller.account.email }));
          else toast.error(t('sellers.new.addedNoMail'), { duration: 10_000 });
          void navigate(paths.admin.sellers);
        }}
      />
    </>
  );
}
