import { useState } from 'react';
import toast from 'react-hot-toast';
import { showDayMonthYear } from '@chapkhana/shared/dates';
import { WEEKDAYS, type Weekday } from '@chapkhana/shared/delivery';
import {
  HOLIDAY_REGIONS,
  weekdayOf,
  type CourierDays,
  type HolidayRegion,
  type HolidayView,
} from '@chapkhana/shared/working-days';
import { LANGUAGES, type Language } from '@chapkhana/shared/languages';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { DateField } from '@/components/ui/date-field';
import {
  buttonClass,
  dangerButtonClass,
  Field,
  inputClass,
  secondaryButtonClass,
} from '@/components/ui/field';
import { LtrText } from '@/components/ui/ltr-text';
import { NumberInput } from '@/components/ui/number-input';
import { useUpdateCourierDaysMutation } from '@/features/calendar/api/courier-days';
import { useRemoveHolidayMutation } from '@/features/calendar/api/remove-holiday';
import { useSaveHolidayMutation } from '@/features/calendar/api/save-holiday';
import { useUpdateWorkingWeekMutation } from '@/features/calendar/api/working-week';
import { toastFailure } from '@/lib/api-failure';
import { fieldError } from '@/lib/field-error';
import { serverFieldErrors } from '@/lib/server-field-errors';

const box = 'space-y-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200';

/** The working week: which weekdays print houses work (Friday off by default). */
export function WorkingWeekForm({ saved }: { saved: Weekday[] }) {
  const { t } = useTranslation();
  const [days, setDays] = useState<Weekday[]>(saved);
  const [update, { isLoading }] = useUpdateWorkingWeekMutation();
  return (
    <form
      className={box}
      data-testid="working-week"
      onSubmit={(event) => {
        event.preventDefault();
        update(days)
          .unwrap()
          .then((result) =>
            toast.success(t('calendar.savedRedated', { count: result.redatedJobs ?? 0 })),
          )
          .catch(toastFailure);
      }}
    >
      <h2 className="text-base font-semibold">{t('calendar.weekTitle')}</h2>
      <p className="text-xs text-slate-500">{t('calendar.weekHint')}</p>
      <div className="flex flex-wrap gap-2">
        {WEEKDAYS.map((day) => (
          <label
            key={day}
            className="flex min-h-11 items-center gap-1.5 rounded-md border border-slate-300 px-2 py-1 text-sm"
          >
            <input
              type="checkbox"
              data-testid={`work-${day}`}
              checked={days.includes(day)}
              onChange={(event) =>
                setDays((was) =>
                  event.target.checked ? [...was, day] : was.filter((other) => other !== day),
                )
              }
            />
            {t(`delivery.days.${day}`)}
          </label>
        ))}
      </div>
      <button type="submit" className={buttonClass} disabled={isLoading || days.length === 0}>
        {t('common.save')}
      </button>
    </form>
  );
}

/** The courier's working days from ready to door, by how far the parcel goes. */
export function CourierDaysForm({ saved }: { saved: CourierDays }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => ({
    sameCity: String(saved.sameCity),
    sameGovernorate: String(saved.sameGovernorate),
    other: String(saved.other),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, { isLoading }] = useUpdateCourierDaysMutation();
  const keys = ['sameCity', 'sameGovernorate', 'other'] as const;
  return (
    <form
      className={box}
      data-testid="courier-days"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const body = Object.fromEntries(
          keys.map((key) => [key, values[key].trim() === '' ? Number.NaN : Number(values[key])]),
        ) as CourierDays;
        update(body)
          .unwrap()
          .then(() => {
            setErrors({});
            toast.success(t('calendar.courierSaved'));
          })
          .catch((failure: unknown) => {
            const fields = serverFieldErrors(failure);
            setErrors(Object.fromEntries(fields));
            if (fields.length === 0) toastFailure(failure);
          });
      }}
    >
      <h2 className="text-base font-semibold">{t('calendar.courierTitle')}</h2>
      <p className="text-xs text-slate-500">{t('calendar.courierHint')}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        {keys.map((key) => (
          <Field
            key={key}
            id={`courier-${key}`}
            label={t(`delivery.${key}`)}
            error={fieldError(t, errors[key])}
          >
            <NumberInput
              id={`courier-${key}`}
              whole
              data-testid={`courier-${key}`}
              value={values[key]}
              onChange={(event) => setValues((was) => ({ ...was, [key]: event.target.value }))}
            />
          </Field>
        ))}
      </div>
      <button type="submit" className={buttonClass} disabled={isLoading}>
        {t('common.save')}
      </button>
    </form>
  );
}

interface HolidayDraft {
  id?: string | undefined;
  date: string | undefined;
  region: HolidayRegion;
  names: Record<Language, string>;
}

const emptyDraft = (): HolidayDraft => ({
  date: undefined,
  region: 'iraq',
  names: { kr: '', ar: '', en: '' },
});

/** A holiday's day as the shop writes days, with its weekday. */
function HolidayDay({ day }: { day: string }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap gap-1">
      <span>{t(`delivery.days.${weekdayOf(day)}`)}</span>
      <LtrText>{showDayMonthYear(day)}</LtrText>
    </span>
  );
}

/** The public holidays: add one, edit or remove any; each change re-dates running jobs. */
export function HolidaysEditor({ holidays }: { holidays: HolidayView[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [draft, setDraft] = useState<HolidayDraft>(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formKey, setFormKey] = useState(0);
  const [save, { isLoading: saving }] = useSaveHolidayMutation();
  const [remove, { isLoading: removing }] = useRemoveHolidayMutation();

  const restart = (next: HolidayDraft) => {
    setDraft(next);
    setErrors({});
    setFormKey((key) => key + 1);
  };
  const onSave = () => {
    save({
      id: draft.id,
      values: { date: draft.date ?? '', region: draft.region, names: draft.names },
    })
      .unwrap()
      .then((result) => {
        toast.success(t('calendar.savedRedated', { count: result.redatedJobs }));
        restart(emptyDraft());
      })
      .catch((failure: unknown) => {
        const fields = serverFieldErrors(failure);
        setErrors(
          Object.fromEntries(
            fields.map(([field, message]) => [field.split('.')[0] ?? field, message]),
          ),
        );
        if (fields.length === 0) toastFailure(failure);
      });
  };

  return (
    <section className={box} data-testid="holidays">
      <h2 className="text-base font-semibold">{t('calendar.holidaysTitle')}</h2>
      <p className="text-xs text-slate-500">{t('calendar.holidaysHint')}</p>
      <form
        key={formKey}
        noValidate
        data-testid="holiday-form"
        className="grid gap-3 rounded-md bg-slate-50 p-3 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <div className="flex flex-col gap-1">
          <DateField
            id="holiday-date"
            label={t('calendar.date')}
            value={draft.date}
            onChange={(date) => setDraft((was) => ({ ...was, date }))}
          />
          {errors.date ? (
            <p role="alert" className="text-sm text-red-700">
              {fieldError(t, errors.date)}
            </p>
          ) : null}
        </div>
        <Field
          id="holiday-region"
          label={t('calendar.region')}
          error={fieldError(t, errors.region)}
        >
          <select
            id="holiday-region"
            data-testid="holiday-region"
            className={`${inputClass} min-h-11`}
            value={draft.region}
            onChange={(event) =>
              setDraft((was) => ({ ...was, region: event.target.value as HolidayRegion }))
            }
          >
            {HOLIDAY_REGIONS.map((region) => (
              <option key={region} value={region}>
                {t(`calendar.regions.${region}`)}
              </option>
            ))}
          </select>
        </Field>
        {LANGUAGES.map((name) => (
          <Field
            key={name}
            id={`holiday-name-${name}`}
            label={t(`calendar.name.${name}`)}
            error={name === 'kr' ? fieldError(t, errors.names) : undefined}
          >
            <input
              id={`holiday-name-${name}`}
              data-testid={`holiday-name-${name}`}
              dir={name === 'en' ? 'ltr' : 'rtl'}
              lang={name === 'kr' ? 'ckb' : name}
              className={inputClass}
              value={draft.names[name]}
              onChange={(event) =>
                setDraft((was) => ({ ...was, names: { ...was.names, [name]: event.target.value } }))
              }
            />
          </Field>
        ))}
        <div className="flex flex-wrap items-end gap-2">
          <button
            type="submit"
            className={buttonClass}
            disabled={saving}
            data-testid="holiday-save"
          >
            {draft.id ? t('calendar.saveHoliday') : t('calendar.addHoliday')}
          </button>
          {draft.id ? (
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => restart(emptyDraft())}
            >
              {t('common.cancel')}
            </button>
          ) : null}
        </div>
      </form>
      {holidays.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="no-holidays">
          {t('calendar.none')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="holiday-list">
          {holidays.map((holiday) => (
            <li
              key={holiday._id}
              data-testid="holiday-row"
              data-day={holiday.date}
              className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
            >
              <div className="flex min-w-0 flex-col">
                <span className="font-medium">
                  <HolidayDay day={holiday.date} />
                </span>
                <span className="break-words text-slate-700">
                  {holiday.names[language] ||
                    holiday.names.kr ||
                    holiday.names.ar ||
                    holiday.names.en}
                </span>
                <span className="text-xs text-slate-500">
                  {t(`calendar.regions.${holiday.region}`)}
                </span>
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  className={secondaryButtonClass}
                  data-testid="holiday-edit"
                  onClick={() =>
                    restart({
                      id: holiday._id,
                      date: holiday.date,
                      region: holiday.region,
                      names: holiday.names,
                    })
                  }
                >
                  {t('common.edit')}
                </button>
                <button
                  type="button"
                  className={dangerButtonClass}
                  data-testid="holiday-remove"
                  disabled={removing}
                  onClick={() => {
                    if (!window.confirm(t('calendar.removeQuestion'))) return;
                    remove(holiday._id)
                      .unwrap()
                      .then((result) =>
                        toast.success(t('calendar.savedRedated', { count: result.redatedJobs })),
                      )
                      .catch(toastFailure);
                  }}
                >
                  {t('common.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
