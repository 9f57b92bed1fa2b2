import { useId, useState } from 'react';
import { PRODUCTION_STAGES, type BoardJob, type JobStage } from '@chapkhana/shared/production';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { secondaryButtonClass } from '@/components/ui/field';

/**
 * The tap and keyboard way to move a card: "Move to…" opens the production stages it is not
 * in; the lifecycle table on the server decides, and a refusal is shown with its reason.
 */
export function MoveMenu({
  job,
  busy,
  onMove,
}: {
  job: BoardJob;
  busy: boolean;
  onMove: (to: JobStage) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (job.stage === 'handed_over') return null;
  const targets = PRODUCTION_STAGES.filter((s) => s !== job.stage);
  return (
    <div className="pt-1">
      <button
        type="button"
        className={`${secondaryButtonClass} w-full`}
        aria-expanded={open}
        aria-controls={listId}
        disabled={busy}
        data-testid="move-to"
        // The card is draggable: a press on its button is a tap, never the start of a drag.
        onPointerDown={(event) => event.stopPropagation()}
        onClick={() => setOpen(!open)}
      >
        {busy ? t('production.moving') : t('production.moveTo')}
      </button>
      {open ? (
        <ul id={listId} className="mt-1 space-y-1" aria-label={t('production.moveTo')}>
          {targets.map((stage) => (
            <li key={stage}>
              <button
                type="button"
                className={`${secondaryButtonClass} w-full justify-start`}
                data-testid={`move-to-${stage}`}
                onPointerDown={(event) => event.stopPropagation()}
                onClick={() => {
                  setOpen(false);
                  onMove(stage);
                }}
              >
                {t(`production.stage.${stage}`)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
