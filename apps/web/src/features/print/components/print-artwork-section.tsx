import { templateFitsSpec } from '@chapkhana/shared/card-rules';
import type { ArtworkExpectation, ArtworkView, PrintChoice } from '@chapkhana/shared/print';
import { skipToken } from '@reduxjs/toolkit/query';
import { PenLine, Upload } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { buttonStyles } from '@/components/ui/button-styles';
import { useGetCardDesignQuery, useGetCardTemplatesQuery } from '@/features/print/api/card-designs';
import { useRemoveArtworkMutation } from '@/features/print/api/remove-artwork';
import { useUploadArtworkMutation } from '@/features/print/api/upload-artwork';
import { AcceptedArtworkList } from '@/features/print/components/accepted-artwork-list';
import { ArtworkSpecHint } from '@/features/print/components/artwork-spec-hint';
import {
  ArtworkUpload,
  type ArtworkUploadResult,
} from '@/features/print/components/artwork-upload';
import { staleArtworkIds } from '@/features/print/utils/print-choice';
import { actionToast } from '@/lib/action-toast';
import { failureMessage } from '@/lib/api-failure';
import { useShownText } from '@/lib/use-shown-text';
import { partLoadedLater } from '@/rendering';

/** The card designer's code (its fonts, pdf.js for the proof) comes when the customer opens it. */
const CardDesigner = partLoadedLater(
  async () => (await import('@/features/print/components/card-designer')).CardDesigner,
  { when: 'drawn', placeholder: <p className="h-40 animate-pulse rounded-md bg-slate-100" /> },
);

const removal = actionToast('remove-artwork');

/** A removal that leaves the file off this line anyway: gone already, or kept for an order. */
const offTheLineAnyway = (error: unknown) => {
  const code = (error as { data?: { code?: unknown } }).data?.code;
  return code === 'artwork_not_found' || code === 'artwork_in_order';
};

/**
 * The product page's design upload: the page size the choice expects, the upload (checked
 * against the current options by the preflight) and the files taken so far. A visitor's
 * button leads to sign-in (`onSignIn`): uploads belong to a customer.
 */
export function PrintArtworkSection({
  productId,
  choice,
  spec,
  required,
  files,
  onFiles,
  onSignIn,
}: {
  productId: string;
  choice: PrintChoice;
  spec: ArtworkExpectation;
  required: boolean;
  files: ArtworkView[];
  onFiles: (files: ArtworkView[]) => void;
  onSignIn: (() => void) | null;
}) {
  const { t } = useTranslation();
  const shownText = useShownText();
  const [uploadArtwork] = useUploadArtworkMutation();
  const [removeArtwork] = useRemoveArtworkMutation();
  const allTemplates = useGetCardTemplatesQuery(productId).data ?? [];
  // Only templates that make the artwork this choice expects (size, bleed, sides).
  const templates = allTemplates.filter((view) => templateFitsSpec(view.template, spec));
  // `?design=` (the account's "Edit into a new card"): the designer opens on that saved card.
  const [search] = useSearchParams();
  const designParam = search.get('design');
  const saved = useGetCardDesignQuery(designParam && !onSignIn ? designParam : skipToken);
  // Undefined while the saved card first loads; null when there is none (or it cannot be had).
  const startFrom =
    designParam && !onSignIn ? (saved.isLoading ? undefined : (saved.data ?? null)) : null;
  const [designing, setDesigning] = useState(Boolean(designParam));

  const staleIds = staleArtworkIds(files, spec);

  const upload = async (file: File): Promise<ArtworkUploadResult> => {
    try {
      const { artwork } = await uploadArtwork({ file, productId, options: choice }).unwrap();
      onFiles([...files, artwork]);
      return { outcome: 'accepted' };
    } catch (error) {
      const { refusedFindings } = await import('@/features/print/utils/refused-findings');
      const findings = refusedFindings(error);
      if (findings) return { outcome: 'refused', findings };
      return { outcome: 'failed', message: shownText(failureMessage(error)) };
    }
  };

  // Remove deletes the file from the shop (it counts against the customer's room for files),
  // not only from this line.
  const remove = async (artworkId: string) => {
    try {
      await removeArtwork(artworkId).unwrap();
    } catch (error) {
      if (!offTheLineAnyway(error)) {
        void removal.failure(error, shownText);
        return;
      }
    }
    onFiles(files.filter((file) => file._id !== artworkId));
  };

  const hint = (
    <>
      <ArtworkSpecHint spec={spec} />
      {' · '}
      {t('print.artworkSides', { count: spec.sides })}
    </>
  );
  return (
    <section
      aria-labelledby="print-artwork-heading"
      data-testid="print-artwork"
      className="flex flex-col gap-3 rounded-lg ring-1 ring-slate-200 p-4"
    >
      <h3 id="print-artwork-heading" className="font-semibold text-slate-800">
        {t('print.artworkTitle')}
      </h3>
      <p className="text-sm text-slate-600">
        {required ? t('print.artworkRequired') : t('print.artworkOptional')}
      </p>
      {onSignIn ? (
        <div className="flex flex-col gap-2">
          <button
            type="button"
            onClick={onSignIn}
            data-testid="artwork-sign-in"
            className={`${buttonStyles.secondary} sm:self-start`}
          >
            <Upload aria-hidden="true" className="size-5" />
            {t('print.upload')}
          </button>
          <p className="text-sm text-slate-600">{hint}</p>
        </div>
      ) : (
        <ArtworkUpload label={t('print.upload')} onUpload={upload} hint={hint} />
      )}
      {allTemplates.length > 0 && templates.length === 0 ? (
        <p
          className="border-t border-slate-200 pt-3 text-sm text-slate-600"
          data-testid="card-design-none"
        >
          {t('print.designer.noneForChoice')}
        </p>
      ) : null}
      {templates.length > 0 ? (
        <div
          className="flex flex-col gap-3 border-t border-slate-200 pt-3"
          data-testid="card-design"
        >
          <p className="text-sm text-slate-600">{t('print.designer.intro')}</p>
          <button
            type="button"
            aria-expanded={designing}
            onClick={() => setDesigning((open) => !open)}
            data-testid="card-design-open"
            className={`${buttonStyles.secondary} sm:self-start`}
          >
            <PenLine aria-hidden="true" className="size-5" />
            {designing ? t('print.designer.close') : t('print.designer.open')}
          </button>
          {saved.isError ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {shownText(failureMessage(saved.error))}
            </p>
          ) : null}
          {startFrom?.templateId &&
          allTemplates.some((view) => view._id === startFrom.templateId) &&
          !templates.some((view) => view._id === startFrom.templateId) ? (
            <p
              role="status"
              className="rounded-md bg-amber-50 p-3 text-sm text-amber-900"
              data-testid="card-design-other-options"
            >
              {t('print.designer.startFromOther')}
            </p>
          ) : null}
          {designing && startFrom !== undefined ? (
            <CardDesigner
              key={`${templates.map((view) => view._id).join()}:${startFrom?._id ?? ''}`}
              startFrom={startFrom ?? null}
              templates={templates}
              choice={choice}
              onArtwork={(artwork, replaces) => {
                if (replaces === artwork._id) {
                  // The same file, answered (approved to print as it is, or not).
                  onFiles(files.map((file) => (file._id === artwork._id ? artwork : file)));
                  return;
                }
                onFiles([...files.filter((file) => file._id !== replaces), artwork]);
                // The corrected card's earlier file leaves the shop too, if it was still only on
                // this line (one already in the cart stays with its line).
                if (replaces && files.some((file) => file._id === replaces)) {
                  void removeArtwork(replaces);
                }
              }}
              onArtworks={(made) => onFiles([...files, ...made])}
              onSignIn={onSignIn}
            />
          ) : null}
        </div>
      ) : null}
      <AcceptedArtworkList
        files={files}
        staleIds={staleIds}
        onRemove={(artworkId) => void remove(artworkId)}
      />
    </section>
  );
}
