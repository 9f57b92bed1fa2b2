import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { DateField } from '@/components/ui/date-field';
import {
  RANGE_PRESETS,
  presetRange,
  rangeProblem,
  type DayRange,
  type RangePreset,
} from '../utils/range';

export interface ChosenRange extends DayRange {
  preset: RangePreset | 'custom';
}

/** The days the figures cover: a preset in one tap, or any first and last day typed. */
export function RangePicker({
  value,
  onChange,
}: {
  value: ChosenRange;
  onChange: (range: ChosenRange) => void;
}) {
  const { t } = useTranslation();
  const problem = rangeProblem(value);
  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label={t('dashboard.range.label')} className="flex flex-wrap gap-1">
        {RANGE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={value.preset === preset}
            data-testid={`range-${preset}`}
            className={`rounded-full px-3 py-1 text-sm ring-1 ${
              value.preset === preset
                ? 'bg-brand-700 text-white ring-brand-700'
                : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
            }`}
            onClick={() => onChange({ preset, ...presetRange(preset) })}
          >
            {t(`dashboard.range.${preset}`)}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-start gap-3">
        <DateField
          id="dashboard-from"
          label={t('dashboard.range.from')}
          value={value.from}
          onChange={(day) => day && onChange({ ...value, preset: 'custom', from: day })}
        />
        <DateField
          id="dashboard-to"
          label={t('dashboard.range.to')}
          value={value.to}
          onChange={(day) => day && onChange({ ...value, preset: 'custom', to: day })}
        />
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-700" data-testid="range-problem">
          {t(`dashboard.range.${problem}`)}
        </p>
      ) : null}
    </div>
  );
}
