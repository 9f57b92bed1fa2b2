import { useEffect, useState } from 'react';
import type { FilePreview } from '@chapkhana/shared/print';
import { PRINT_ROUTES, type PreviewKind } from '@chapkhana/shared/print-rules';
import { useTranslation } from '../use-translation';
import { TrimLegend } from './trim-legend';

/** What is known of one file's preview (`of` names the file, so another file starts loading). */
type Shown =
  | { of: string; state: 'loading' }
  | { of: string; state: 'failed' }
  | { of: string; state: 'ready'; preview: FilePreview; broken: ReadonlySet<number> };

/**
 * The first pages of a print file (a customer's artwork or a seller's proof) as thumbnails,
 * the trim a dashed red line and the bleed beyond it shaded (drawn by the API, which serves
 * them to those who may fetch the file, on the same cookie). A file that cannot be drawn, or a
 * thumbnail that does not load, is said in the reader's language; the rest of the page stands.
 */
export function FileThumbnails({
  kind,
  id,
  fileName,
}: {
  kind: PreviewKind;
  id: string;
  fileName: string;
}) {
  const { t } = useTranslation();
  const of = `${kind}/${id}`;
  const [known, setShown] = useState<Shown>({ of, state: 'loading' });
  const shown: Shown = known.of === of ? known : { of, state: 'loading' };

  useEffect(() => {
    const controller = new AbortController();
    // A Request, as the apps' API clients send (their tests answer those).
    fetch(
      new Request(PRINT_ROUTES.preview(kind, id), {
        credentials: 'same-origin',
        signal: controller.signal,
      }),
    )
      .then(async (response) => {
        if (!response.ok) throw new Error(`preview ${response.status}`);
        // The schema (zod with it) loads with the first preview, not with the page that may show
        // one (a print product's configurator, before the app takes the page over).
        const [{ filePreviewSchema }, answer] = await Promise.all([
          import('@chapkhana/shared/print'),
          response.json(),
        ]);
        // Another file asked for meanwhile: this one's answer is not shown.
        if (controller.signal.aborted) return;
        const preview = filePreviewSchema.parse(answer);
        setShown({ of: `${kind}/${id}`, state: 'ready', preview, broken: new Set() });
      })
      .catch(() => {
        if (!controller.signal.aborted) setShown({ of: `${kind}/${id}`, state: 'failed' });
      });
    return () => controller.abort();
  }, [kind, id]);

  if (shown.state === 'loading') {
    return (
      <p
        className="h-24 w-32 animate-pulse rounded-md bg-slate-100 text-xs text-slate-600"
        data-testid="file-thumbnails"
        data-state="loading"
      >
        <span className="sr-only">{t('filePreview.loading')}</span>
      </p>
    );
  }
  if (shown.state === 'failed' || shown.preview.thumbnails.every((p) => shown.broken.has(p.page))) {
    return (
      <p
        className="rounded-md border border-dashed border-slate-300 px-2 py-1 text-xs text-slate-600"
        data-testid="file-thumbnails"
        data-state="failed"
      >
        {t('filePreview.unavailable')}
      </p>
    );
  }
  const { pages, thumbnails } = shown.preview;
  const { broken } = shown;
  const breaks = (page: number) =>
    setShown((before) =>
      before.state === 'ready' && before.of === of
        ? { ...before, broken: new Set(before.broken).add(page) }
        : before,
    );
  const more = pages - thumbnails.length;
  return (
    <figure className="flex flex-col gap-1" data-testid="file-thumbnails" data-state="ready">
      <ul className="flex flex-wrap items-end gap-2">
        {thumbnails.map((thumbnail) => (
          <li key={thumbnail.page} className="flex flex-col items-center gap-0.5">
            {broken.has(thumbnail.page) ? (
              <span className="flex h-24 w-24 items-center justify-center rounded border border-dashed border-slate-300 p-1 text-center text-xs text-slate-600">
                {t('filePreview.unavailable')}
              </span>
            ) : (
              <img
                src={PRINT_ROUTES.previewPage(kind, id, thumbnail.page)}
                width={thumbnail.width}
                height={thumbnail.height}
                alt={t('filePreview.page', { page: thumbnail.page, name: fileName })}
                loading="lazy"
                className="h-auto max-h-28 w-auto max-w-40 rounded border border-slate-300 bg-white"
                data-testid="file-thumbnail"
                onError={() => breaks(thumbnail.page)}
              />
            )}
            {pages > 1 ? (
              <span className="text-xs text-slate-600">
                {t('filePreview.pageNumber', { page: thumbnail.page })}
              </span>
            ) : null}
          </li>
        ))}
        {more > 0 ? (
          <li className="pb-5 text-xs text-slate-600" data-testid="file-thumbnails-more">
            {t('filePreview.more', { count: more })}
          </li>
        ) : null}
      </ul>
      <figcaption className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
        <TrimLegend />
      </figcaption>
    </figure>
  );
}
