import { CategoryAxis, ChartFrame, linear, ValueAxis } from './frame';
import { niceTicks } from './scale';

export interface BarSeries {
  label: string;
  /** One value per category, in order. */
  data: readonly number[];
  color: string;
}

interface BarChartProps {
  height: number;
  /** The categories, one per value: along the bottom, or down the left side for `across`. */
  labels: readonly string[];
  /** One or more series, stacked. */
  series: readonly BarSeries[];
  /** Bars across, the categories on the left: every category's name shows, however narrow the screen. */
  across?: boolean;
  /** The width of the labels on the left (the values', or the categories' for `across`), in pixels. */
  axisWidth?: number;
  /** The smallest step between two ticks: 1 for counts. */
  minStep?: number;
  /** A tick's label. */
  format?: (value: number) => string;
  /** A bar's value in its tooltip (the tick's label by default). */
  valueFormat?: (value: number) => string;
}

/** Bars for one or more series stacked on each other, each bar's value as its tooltip; a legend for several. */
export function BarChart({
  height,
  labels,
  series,
  across = false,
  axisWidth = 40,
  minStep = 1,
  format = String,
  valueFormat = format,
}: BarChartProps) {
  const totals = labels.map((_, i) => series.reduce((sum, s) => sum + (s.data[i] ?? 0), 0));
  const ticks = niceTicks(0, Math.max(0, ...totals), { minStep });
  return (
    <ChartFrame
      height={height}
      legend={series.map((s) => ({ label: s.label, color: s.color }))}
      draw={(width, svgHeight) => {
        const box = { left: axisWidth, right: width - 16, top: 8, bottom: svgHeight - 24 };
        // Values along the bottom (across) or up the side; each category's band, its bar 70% of it.
        const value = across ? linear(0, ticks.at(-1)!, box.left, box.right) : linear(0, ticks.at(-1)!, box.bottom, box.top);
        const band = (across ? box.bottom - box.top : box.right - box.left) / Math.max(labels.length, 1);
        const start = across ? box.top : box.left;
        const center = (i: number) => start + band * (i + 0.5);
        const thick = band * 0.7;
        return (
          <>
            <ValueAxis ticks={ticks} at={value} box={box} across={across} format={format} />
            {labels.map((label, i) => {
              let below = 0;
              return series.map((s) => {
                const v = s.data[i] ?? 0;
                const [from, to] = [value(below), value(below + v)];
                below += v;
                const title = <title>{`${label}${series.length > 1 ? `, ${s.label}` : ''}: ${valueFormat(v)}`}</title>;
                return across ? (
                  <rect
                    key={`${i}-${s.label}`}
                    x={from}
                    y={center(i) - thick / 2}
                    width={Math.max(0, to - from)}
                    height={thick}
                    fill={s.color}
                  >
                    {title}
                  </rect>
                ) : (
                  <rect
                    key={`${i}-${s.label}`}
                    x={center(i) - thick / 2}
                    y={to}
                    width={thick}
                    height={Math.max(0, from - to)}
                    fill={s.color}
                  >
                    {title}
                  </rect>
                );
              });
            })}
            <CategoryAxis labels={labels} at={center} box={box} down={across} />
          </>
        );
      }}
    />
  );
}
