import { useId } from 'react';
import type Big from 'big.js';
import type { DashboardDay } from '@chapkhana/shared/dashboard';
import { formatDinar } from '@chapkhana/shared/pricing';
import { showDayMonthYear } from '@chapkhana/shared/dates';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { LtrText } from '@/components/ui/ltr-text';
import { chartScale } from '../utils/chart-scale';

const BAR = 10;
const GAP = 2;
const HEIGHT = 100;

/**
 * Sales per day as a bar chart drawn in SVG: each day's bar is its sales, the darker part of it
 * what is already paid. Days run with the reading direction (right to left in Kurdish and
 * Arabic). The axes are HTML beside and under it, so their text stays readable at 360 px while
 * the bars stretch; screen readers get the same figures as a table.
 */
export function SalesChart({ days, rtl }: { days: DashboardDay[]; rtl: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const scale = chartScale(days.map((day) => day.sales));
  const width = days.length * (BAR + GAP);
  const iqd = (amount: Big | string) => t('money.iqd', { amount: formatDinar(amount) });
  const x = (index: number) => (rtl ? days.length - 1 - index : index) * (BAR + GAP) + GAP / 2;
  const first = days[0]?.day ?? '';
  const last = days[days.length - 1]?.day ?? '';
  return (
    <figure className="flex flex-col gap-2" data-testid="sales-chart">
      <figcaption id={titleId} className="font-semibold">
        {t('dashboard.chart.title')}
      </figcaption>
      <div className="flex gap-2">
        <div
          className="flex w-20 shrink-0 flex-col justify-between text-end text-xs text-slate-500"
          aria-hidden="true"
        >
          <bdi>{iqd(scale.top)}</bdi>
          <bdi>{iqd(scale.top.div(2))}</bdi>
          <bdi>{iqd('0')}</bdi>
        </div>
        <svg
          viewBox={`0 0 ${Math.max(width, 1)} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-48 min-w-0 flex-1 rounded bg-slate-50"
          role="img"
          aria-labelledby={titleId}
        >
          {[0, 0.5, 1].map((at) => (
            <line
              key={at}
              x1={0}
              x2={width}
              y1={HEIGHT * at}
              y2={HEIGHT * at}
              className="stroke-slate-200"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {days.map((day, index) => {
            const sales = scale.height(day.sales, HEIGHT);
            const paid = scale.height(day.paid, HEIGHT);
            return (
              <g key={day.day} data-testid="sales-bar" data-day={day.day}>
                <title>{`${showDayMonthYear(day.day)}: ${iqd(day.sales)}`}</title>
                <rect
                  x={x(index)}
                  y={HEIGHT - sales}
                  width={BAR}
                  height={sales}
                  className="fill-brand-200"
                />
                <rect
                  x={x(index)}
                  y={HEIGHT - paid}
                  width={BAR}
                  height={paid}
                  className="fill-brand-600"
                />
              </g>
            );
          })}
        </svg>
      </div>
      <div className="ms-22 flex justify-between text-xs text-slate-500" aria-hidden="true">
        <LtrText>{showDayMonthYear(first)}</LtrText>
        <LtrText>{showDayMonthYear(last)}</LtrText>
      </div>
      <p className="flex flex-wrap gap-4 text-xs text-slate-600" aria-hidden="true">
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-brand-200" />
          {t('dashboard.chart.sales')}
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-brand-600" />
          {t('dashboard.chart.paid')}
        </span>
      </p>
      {/* A table ignores sr-only's 1 px width and stuck out of a 360 px page: its box holds it. */}
      <div className="sr-only">
        <table>
          <caption>{t('dashboard.chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.day')}</th>
              <th scope="col">{t('dashboard.orders')}</th>
              <th scope="col">{t('dashboard.chart.sales')}</th>
              <th scope="col">{t('dashboard.chart.paid')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{showDayMonthYear(day.day)}</th>
                <td>{day.orders}</td>
                <td>{iqd(day.sales)}</td>
                <td>{iqd(day.paid)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
