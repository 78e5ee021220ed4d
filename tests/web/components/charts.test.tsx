import { act, render } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BarChart } from '@/components/charts/bar-chart';
import { LineChart } from '@/components/charts/line-chart';
import { niceTicks } from '@/components/charts/scale';
import { CentsBarChart, CountBarsChart } from '@/components/simple-charts';

/** jsdom lays nothing out: the chart's place is `width` pixels wide, and its resize is played by hand. */
let resized: (width: number) => void = () => {};
function placeWidth(width: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
}
vi.stubGlobal(
  'ResizeObserver',
  class {
    constructor(callback: (entries: { contentRect: { width: number } }[]) => void) {
      resized = (width) => callback([{ contentRect: { width } }]);
    }
    observe() {}
    disconnect() {}
  },
);
beforeEach(() => placeWidth(600));
afterEach(() => vi.restoreAllMocks());
afterAll(() => vi.unstubAllGlobals());

/** Each mark's tooltip (its SVG title), in order. */
const tooltips = (container: HTMLElement) => [...container.querySelectorAll('title')].map((t) => t.textContent);
/** The axes' labels, in order. */
const axisText = (container: HTMLElement) => [...container.querySelectorAll('svg text')].map((t) => t.textContent);
const bars = (container: HTMLElement) => [...container.querySelectorAll('rect')].filter((r) => r.querySelector('title'));

describe('niceTicks', () => {
  it('steps of 1, 2 or 5 times a power of ten, from zero to at least the largest value', () => {
    expect(niceTicks(0, 7, { minStep: 1 })).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(0, 40, { minStep: 1 })).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks(0, 214.4)).toEqual([0, 50, 100, 150, 200, 250]);
    expect(niceTicks(0, 0.3)).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('never steps by less than the smallest step (no half orders), and draws an empty axis from 0 to 1', () => {
    expect(niceTicks(0, 2, { minStep: 1 })).toEqual([0, 1, 2]);
    expect(niceTicks(0, 0, { minStep: 1 })).toEqual([0, 1]);
  });

  it('starts at or below a negative least value', () => {
    expect(niceTicks(-3, 12)).toEqual([-5, 0, 5, 10, 15]);
  });
});

describe('BarChart', () => {
  it('draws one bar per category, its length in proportion to its value, its value as its tooltip', () => {
    const { container } = render(
      <CountBarsChart height={200} labels={['Delivered', 'Canceled']} label="Orders" counts={[7, 1]} labelWidth={120} />,
    );
    expect(tooltips(container)).toEqual(['Delivered: 7', 'Canceled: 1']);
    const [delivered, canceled] = bars(container).map((r) => Number(r.getAttribute('width')));
    expect(delivered / canceled).toBeCloseTo(7);
    expect(axisText(container)).toEqual(['0', '2', '4', '6', '8', 'Delivered', 'Canceled']);
  });

  it('stacks several series, each named in its tooltip, with a legend', () => {
    const { container, getByText } = render(
      <BarChart
        height={200}
        labels={['Partner']}
        across
        series={[
          { label: 'Active', data: [2], color: '#000' },
          { label: 'Inactive', data: [1], color: '#999' },
        ]}
      />,
    );
    expect(tooltips(container)).toEqual(['Partner, Active: 2', 'Partner, Inactive: 1']);
    const [active, inactive] = bars(container);
    expect(Number(inactive.getAttribute('x'))).toBeCloseTo(Number(active.getAttribute('x')) + Number(active.getAttribute('width')));
    expect(getByText('Inactive')).toBeInTheDocument();
  });

  it('draws amounts on a dollar axis, each bar to the cent', () => {
    const { container } = render(<CentsBarChart height={200} labels={['Oct', 'Nov']} label="Commission" cents={[0, 21440]} />);
    expect(tooltips(container)).toEqual(['Oct: $0.00', 'Nov: $214.40']);
    expect(axisText(container).slice(0, 6)).toEqual(['$0', '$50', '$100', '$150', '$200', '$250']);
  });

  it('cuts a category name longer than its column, with an ellipsis', () => {
    const { container } = render(<CountBarsChart height={200} labels={['At the pharmacy']} label="Orders" counts={[1]} labelWidth={60} />);
    expect(axisText(container)).toContain('At the…');
  });
});

describe('LineChart', () => {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

  it('marks each point with its value, and a dashed second line in the legend', () => {
    const { container, getByText } = render(
      <LineChart
        height={200}
        labels={['Oct', 'Nov']}
        series={[
          { label: 'Orders', data: [3, 8], color: '#000' },
          { label: 'Paid', data: [2, 6], color: '#b45309', dashed: true },
        ]}
      />,
    );
    expect(tooltips(container)).toEqual(['Oct, Orders: 3', 'Nov, Orders: 8', 'Oct, Paid: 2', 'Nov, Paid: 6']);
    expect(container.querySelector('path[stroke="#b45309"]')).toHaveAttribute('stroke-dasharray', '6 4');
    expect(getByText('Paid')).toBeInTheDocument();
  });

  it('shows every label that fits, and fewer once the chart is narrowed', () => {
    const { container } = render(
      <LineChart height={200} labels={months} series={[{ label: 'Orders', data: months.map(() => 1), color: '#000' }]} />,
    );
    const shown = () => axisText(container).filter((t) => months.includes(t!));
    expect(shown()).toEqual(months);
    act(() => resized(240));
    expect(shown()).toEqual(['Jan', 'Mar', 'May', 'Jul', 'Sep', 'Nov']);
  });
});
