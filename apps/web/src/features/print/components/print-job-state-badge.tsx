import type { ProofState } from '@chapkhana/shared/print';
import { useTranslation } from '@chapkhana/web-kit/use-translation';

const TONES: Readonly<Record<ProofState, string>> = {
  not_needed: 'bg-slate-50 text-slate-700 ring-slate-200',
  awaiting_artwork: 'bg-amber-50 text-amber-800 ring-amber-200',
  awaiting_proof: 'bg-sky-50 text-sky-800 ring-sky-200',
  awaiting_approval: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  changes_requested: 'bg-amber-50 text-amber-800 ring-amber-200',
  approved: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

/** Where an ordered print line stands (translated). */
export function PrintJobStateBadge({ state }: { state: ProofState }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="print-job-state"
      data-state={state}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[state]}`}
    >
      {t(`print.states.${state}`)}
    </span>
  );
}
