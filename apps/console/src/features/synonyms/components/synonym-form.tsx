import { fieldResolver } from '@chapkhana/web-kit/field-resolver';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { synonymGroupFormSchema, type SynonymGroup } from '@chapkhana/shared/search-synonyms';
import { buttonClass, Field, inputClass, secondaryButtonClass } from '@/components/ui/field';
import { useSaveSynonymsMutation } from '@/features/synonyms/api/synonyms';
import { toastFailure } from '@/lib/api-failure';
import { fieldError } from '@/lib/field-error';

type Values = z.input<typeof synonymGroupFormSchema>;
type Parsed = z.output<typeof synonymGroupFormSchema>;

/** Adds a group of synonyms, or changes one: its terms in one box, separated by commas. */
export function SynonymForm({ group, onDone }: { group?: SynonymGroup; onDone: () => void }) {
  const { t } = useTranslation();
  const [save, { isLoading }] = useSaveSynonymsMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values, unknown, Parsed>({
    resolver: fieldResolver(synonymGroupFormSchema),
    defaultValues: { terms: group?.terms.join('، ') ?? '' },
  });
  const onSubmit = handleSubmit(async ({ terms }) => {
    try {
      await save({ ...(group ? { id: group._id } : {}), terms }).unwrap();
      toast.success(t('synonyms.saved'));
      onDone();
    } catch (failure) {
      toastFailure(failure);
    }
  });
  const termsError = fieldError(t, errors.terms?.message);
  return (
    <form
      noValidate
      data-testid="synonym-form"
      onSubmit={onSubmit}
      className="mb-6 grid gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <Field
        id="synonym-terms"
        label={t('synonyms.terms')}
        error={termsError}
        hint={t('synonyms.termsHint')}
      >
        <textarea
          id="synonym-terms"
          rows={3}
          dir="auto"
          className={inputClass}
          aria-invalid={termsError ? true : undefined}
          {...register('terms')}
        />
      </Field>
      <div className="flex gap-2">
        <button type="submit" className={buttonClass} disabled={isLoading}>
          {t('common.save')}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
