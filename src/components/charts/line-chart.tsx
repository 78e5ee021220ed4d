import { useTheme } from '@mui/material/styles';
import { CategoryAxis, ChartFrame, linear, ValueAxis } from './frame';
import { niceTicks, textWidth } from './scale';

export interface LineSeries {
  label: string;
  /** One value per category, in order. */
  data: readonly number[];
  color: string;
  /** Filled down to the axis. */
  area?: boolean;
  /** Drawn dashed, so that two lines differ without color too. */
  dashed?: boolean;
}

/** Past this many points, a line's marks would crowd it: the line alone is drawn. */
const MARKS_UP_TO = 31;

interface LineChartProps {
  height: number;
  /** The categories (periods) along the bottom, one per value. */
  labels: readonly string[];
  series: readonly LineSeries[];
  /** The width of the value axis' labels on the left, in pixels. */
  axisWidth?: number;
  /** The smallest step between two ticks: 1 for counts. */
  minStep?: number;
  format?: (value: number) => string;
}

/** One or more series as lines over categories, each point a mark with its value as a tooltip; a legend for several. */
export function LineChart({ height, labels, series, axisWidth = 40, minStep = 1, format = String }: LineChartProps) {
  const paper = useTheme().palette.background.paper;
  const values = series.flatMap((s) => s.data);
  const ticks = niceTicks(Math.min(0, ...values), Math.max(0, ...values), { minStep });
  const legend = series.map((s) => ({ label: s.label, color: s.color, line: true, dashed: s.dashed }));
  return (
    <ChartFrame
      height={height}
      legend={legend}
      draw={(width, svgHeight) => {
        // Room on the right for half of the last label, which is centered on the last point.
        const box = {
          left: axisWidth,
          right: width - Math.min(40, textWidth(labels.at(-1) ?? '') / 2 + 4),
          top: 8,
          bottom: svgHeight - 24,
        };
        const y = linear(ticks[0], ticks.at(-1)!, box.bottom, box.top);
        const x = (i: number) =>
          labels.length < 2 ? (box.left + box.right) / 2 : box.left + (i * (box.right - box.left)) / (labels.length - 1);
        return (
          <>
            <ValueAxis ticks={ticks} at={y} box={box} format={format} />
            <CategoryAxis labels={labels} at={x} box={box} />
            {series.map((s) => {
              const line = s.data.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${y(v)}`).join('');
              return (
                <g key={s.label}>
                  {s.area && s.data.length > 0 && (
                    <path d={`${line}L${x(s.data.length - 1)},${y(0)}L${x(0)},${y(0)}Z`} fill={s.color} fillOpacity={0.2} />
                  )}
                  <path d={line} fill="none" stroke={s.color} strokeWidth={2} strokeDasharray={s.dashed ? '6 4' : undefined} />
                  {s.data.length <= MARKS_UP_TO &&
                    s.data.map((v, i) => (
                      <circle key={i} cx={x(i)} cy={y(v)} r={3} fill={paper} stroke={s.color} strokeWidth={2}>
                        <title>{`${labels[i]}, ${s.label}: ${format(v)}`}</title>
                      </circle>
                    ))}
                </g>
              );
            })}
          </>
        );
      }}
    />
  );
}
