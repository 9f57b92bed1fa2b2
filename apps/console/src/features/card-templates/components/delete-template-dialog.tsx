import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteCardTemplateMutation } from '@/features/card-templates/api/save-card-template';
import { failureText } from '@/lib/api-failure';

/**
 * The question before a template is deleted: it is no longer offered, and the cards customers
 * designed from it keep their copy. A refusal is said in the dialog; `onDeleted` follows success.
 */
export function DeleteTemplateDialog({
  id,
  name,
  onDeleted,
  onCancel,
}: {
  id: string;
  name: string;
  onDeleted: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [remove, removing] = useDeleteCardTemplateMutation();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <ConfirmDialog
      title={t('cardTemplates.deleteTitle')}
      confirmLabel={t('cardTemplates.delete')}
      danger
      busy={removing.isLoading}
      failure={failure}
      onConfirm={() => {
        setFailure(null);
        remove(id)
          .unwrap()
          .then(() => {
            toast.success(t('cardTemplates.deleted'));
            onDeleted();
          })
          .catch((problem: unknown) => setFailure(failureText(problem, (key, v) => t(key, v))));
      }}
      onCancel={onCancel}
    >
      <p>{t('cardTemplates.deleteNamed', { name })}</p>
      <p>{t('cardTemplates.deleteText')}</p>
    </ConfirmDialog>
  );
}
