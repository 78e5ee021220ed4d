// What every chart is drawn in: its width as laid out, its legend, and its axes. The charts are SVG pictures that
// screen readers skip (`ChartCard` lists their figures in words); each mark's <title> is its tooltip.
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useCallback, useState, type ReactNode } from 'react';
import { fitText, labelEvery } from './scale';

/** A series' name and color in the legend; a line's swatch is a line (dashed when the line is). */
export interface LegendItem {
  label: string;
  color: string;
  line?: boolean;
  dashed?: boolean;
}

const LEGEND_HEIGHT = 28;

/** The plot's edges in the SVG, in pixels. */
export interface Box4 {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** A linear scale: `from`..`to` in values onto `start`..`end` in pixels. */
export function linear(from: number, to: number, start: number, end: number) {
  return (value: number) => start + ((value - from) / (to - from || 1)) * (end - start);
}

/**
 * A chart `height` pixels tall (legend included) as wide as its place: the legend when there are several series, then
 * the SVG that `draw` fills for the width and height it is given (nothing until the width is known).
 */
export function ChartFrame({
  height,
  legend,
  draw,
}: {
  height: number;
  legend: readonly LegendItem[];
  draw: (width: number, height: number) => ReactNode;
}) {
  const theme = useTheme();
  const [width, setWidth] = useState(0);
  const measure = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    setWidth(node.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const svgHeight = legend.length > 1 ? height - LEGEND_HEIGHT : height;
  return (
    <Box sx={{ height }}>
      {legend.length > 1 && (
        <Box sx={{ height: LEGEND_HEIGHT, display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 2, typography: 'caption' }}>
          {legend.map((item) => (
            <Box key={item.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <svg width={16} height={10}>
                {item.line ? (
                  <line
                    x1={0}
                    x2={16}
                    y1={5}
                    y2={5}
                    stroke={item.color}
                    strokeWidth={2}
                    strokeDasharray={item.dashed ? '4 3' : undefined}
                  />
                ) : (
                  <rect width={10} height={10} x={3} rx={2} fill={item.color} />
                )}
              </svg>
              {item.label}
            </Box>
          ))}
        </Box>
      )}
      <Box ref={measure} sx={{ height: svgHeight }}>
        {width > 0 && (
          <svg width={width} height={svgHeight} fontSize={12} fontFamily={theme.typography.fontFamily} fill={theme.palette.text.secondary}>
            {draw(width, svgHeight)}
          </svg>
        )}
      </Box>
    </Box>
  );
}

/**
 * The value axis: a light rule and a label at each tick, across the plot (values up the left side) or, for
 * `across`, down it (values along the bottom).
 */
export function ValueAxis({
  ticks,
  at,
  box,
  across = false,
  format,
}: {
  ticks: readonly number[];
  at: (value: number) => number;
  box: Box4;
  across?: boolean;
  format: (value: number) => string;
}) {
  const rule = useTheme().palette.divider;
  return (
    <g>
      {ticks.map((tick) =>
        across ? (
          <g key={tick}>
            <line x1={at(tick)} x2={at(tick)} y1={box.top} y2={box.bottom} stroke={rule} />
            <text x={at(tick)} y={box.bottom + 16} textAnchor="middle">
              {format(tick)}
            </text>
          </g>
        ) : (
          <g key={tick}>
            <line x1={box.left} x2={box.right} y1={at(tick)} y2={at(tick)} stroke={rule} />
            <text x={box.left - 6} y={at(tick)} textAnchor="end" dominantBaseline="middle">
              {format(tick)}
            </text>
          </g>
        ),
      )}
    </g>
  );
}

/**
 * The category axis: the categories' labels under the plot (every few, so that they do not overlap) or, for `down`,
 * on its left, each cut to the space it has.
 */
export function CategoryAxis({
  labels,
  at,
  box,
  down = false,
}: {
  labels: readonly string[];
  at: (index: number) => number;
  box: Box4;
  down?: boolean;
}) {
  const axis = useTheme().palette.text.secondary;
  if (down) {
    return (
      <g>
        <line x1={box.left} x2={box.left} y1={box.top} y2={box.bottom} stroke={axis} />
        {labels.map((label, i) => (
          <text key={i} x={box.left - 8} y={at(i)} textAnchor="end" dominantBaseline="middle">
            {fitText(label, box.left - 8)}
          </text>
        ))}
      </g>
    );
  }
  const every = labelEvery(labels, box.right - box.left);
  return (
    <g>
      <line x1={box.left} x2={box.right} y1={box.bottom} y2={box.bottom} stroke={axis} />
      {labels.map((label, i) =>
        i % every === 0 ? (
          <text key={i} x={at(i)} y={box.bottom + 16} textAnchor="middle">
            {label}
          </text>
        ) : null,
      )}
    </g>
  );
}
