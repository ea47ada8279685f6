import { useId } from 'react';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { WeeklyEarning } from '@shop/contract';
import { EmptyState } from '../EmptyState/index.ts';
import { ErrorText } from '../ErrorText/index.ts';
import { Spinner } from '../Spinner/index.ts';
import { visuallyHidden } from '../shared.css.ts';
import { formatPence, weekLabel } from '../SellerStatement/statementFormat.ts';
import * as css from './EarningsChart.css.ts';

/** The drawing's own units (the SVG scales to its container's width). */
const WIDTH = 640;
const HEIGHT = 240;
const MARGIN = { top: 16, right: 12, bottom: 28, left: 64 };

/** Props of {@link EarningsChart}. */
export type EarningsChartProps = {
  /** The weeks of GET /payouts/earnings/weekly/, oldest first; undefined while they load. */
  weeks?: readonly WeeklyEarning[] | undefined;
  /** True while the weeks load. */
  loading?: boolean;
  /** A failure to load: shown instead of the chart. */
  error?: string | null;
  /** The chart's title (its figure caption and accessible name); default 'Net earnings per week'. */
  title?: string;
};

/**
 * A seller's net earnings per week as a bar chart (decision 063): one bar per Monday-start week
 * (the shop's time zone) of the weeks given, up in the primary colour, below the zero line in the
 * danger colour for a week whose refunds took back more than it earned, with the week's date
 * under each bar and pounds on the left; scales and bars from @visx (scale, shape, group), colours
 * from the theme (light and dark). The SVG is hidden from assistive technology: the same figures
 * are in a visually hidden table, and the figure is named by its caption. Shows a spinner while
 * loading, the error, or an empty state when every week is 0.
 */
export function EarningsChart({
  weeks,
  loading = false,
  error = null,
  title = 'Net earnings per week',
}: EarningsChartProps) {
  const captionId = useId();
  if (loading || (weeks === undefined && !error)) return <Spinner label="Loading your earnings" />;
  if (error) return <ErrorText message={error} />;
  const data = weeks ?? [];
  if (data.every((w) => w.net_pence === 0))
    return (
      <EmptyState
        title={title}
        headingLevel={3}
        description={`No earnings in the last ${data.length} weeks.`}
      />
    );

  const values = data.map((w) => w.net_pence);
  const x = scaleBand<string>({
    domain: data.map((w) => w.week_start),
    range: [MARGIN.left, WIDTH - MARGIN.right],
    padding: 0.25,
  });
  const y = scaleLinear<number>({
    domain: [Math.min(0, ...values), Math.max(0, ...values)],
    range: [HEIGHT - MARGIN.bottom, MARGIN.top],
    nice: true,
  });
  const zero = y(0);
  const total = values.reduce((sum, v) => sum + v, 0);
  const first = data[0];
  const last = data.at(-1);
  return (
    <figure className={css.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={css.caption}>
        {title}
      </figcaption>
      <p className={css.summary}>
        {first !== undefined && last !== undefined
          ? `${data.length} weeks from ${weekLabel(first.week_start, true)}: ${formatPence(total)} in all.`
          : null}
      </p>
      <svg
        className={css.svg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        aria-hidden="true"
        focusable="false"
        data-testid="earnings-chart"
      >
        <Group>
          {y.ticks(4).map((tick) => (
            <g key={tick}>
              <line
                className={css.gridLine}
                x1={MARGIN.left}
                x2={WIDTH - MARGIN.right}
                y1={y(tick)}
                y2={y(tick)}
              />
              <text className={css.tick} x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                {formatPence(tick)}
              </text>
            </g>
          ))}
          {data.map((week) => {
            const top = y(Math.max(0, week.net_pence));
            const height = Math.abs(y(week.net_pence) - zero);
            return (
              <Bar
                key={week.week_start}
                className={week.net_pence < 0 ? css.loss : css.gain}
                x={x(week.week_start) ?? 0}
                y={top}
                width={x.bandwidth()}
                height={height}
              />
            );
          })}
          <line className={css.zeroLine} x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={zero} y2={zero} />
          {data.map((week) => (
            <text
              key={week.week_start}
              className={css.tick}
              x={(x(week.week_start) ?? 0) + x.bandwidth() / 2}
              y={HEIGHT - MARGIN.bottom + 16}
              textAnchor="middle"
            >
              {weekLabel(week.week_start)}
            </text>
          ))}
        </Group>
      </svg>
      <table className={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Week starting</th>
            <th scope="col">Net earnings</th>
          </tr>
        </thead>
        <tbody>
          {data.map((week) => (
            <tr key={week.week_start}>
              <th scope="row">{weekLabel(week.week_start, true)}</th>
              <td>{formatPence(week.net_pence)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
