import { useId, useMemo, useRef, useState } from 'react';
import { DEFAULT_CHART_NAME, formatAreaPercent } from 'statradar';
import type { Chart } from 'statradar';
import { RadarChartSvg } from 'statradar/react';
import { Link } from 'wouter';

// Direct imports: the editor's index would pull the Konva chart into the grid's bundle.
import { useChartStoreReady } from '../editor/useChartStoreReady';
import { useElementWidth } from '../editor/useElementWidth';
import { usePageHead } from '../head';
import { selectActiveChart, useChartStore } from '../../store';
import { clampColumns, gridOrder } from './gridOrder';
import type { GridSort } from './gridOrder';
import './Grid.css';

const DEFAULT_COLUMNS = 3;
const GRID_GAP = 16;
/** A cell's padding and border around its chart (see .grid-cell in Grid.css). */
const CELL_CHROME = 18;

function sortFromValue(value: string): GridSort {
  if (value === 'area') return { kind: 'area' };
  if (value.startsWith('attribute:')) return { kind: 'attribute', labelIndex: Number(value.slice(10)) };
  return { kind: 'alphabetical' };
}

/** /grid: one small chart per data set of the active chart, sortable, in 1..10 columns. */
export function GridScreen() {
  useChartStoreReady();
  const active = useChartStore(selectActiveChart);
  const status = useChartStore((state) => state.status);
  const chart = active?.status === 'ok' ? active.chart : null;
  usePageHead({ title: chart?.metadata.name.trim() || DEFAULT_CHART_NAME, canonicalPath: '/grid' });

  if (status === 'loading') {
    return (
      <div className="page" aria-busy="true">
        <p>Loading your charts…</p>
      </div>
    );
  }
  if (!chart) {
    return (
      <div className="page grid-page">
        <Link href="/editor">← Back to the editor</Link>
        <h1>No chart to show</h1>
        <p>The active chart could not be read. Open the editor to repair it or choose another chart.</p>
      </div>
    );
  }
  return <Grid chart={chart} />;
}

function Grid({ chart }: { chart: Chart }) {
  const id = useId();
  const [sortValue, setSortValue] = useState('alphabetical');
  const [columns, setColumns] = useState(DEFAULT_COLUMNS);
  const [columnsText, setColumnsText] = useState(String(DEFAULT_COLUMNS));
  const gridRef = useRef<HTMLOListElement>(null);
  const gridWidth = useElementWidth(gridRef, 960);
  const cellSize = Math.max(40, Math.floor((gridWidth - GRID_GAP * (columns - 1)) / columns) - CELL_CHROME);
  const order = useMemo(() => gridOrder(chart, sortFromValue(sortValue)), [chart, sortValue]);

  function onColumnsChange(text: string) {
    const clamped = clampColumns(text);
    if (clamped === null) {
      setColumnsText(text);
      return;
    }
    setColumns(clamped);
    setColumnsText(String(clamped));
  }

  return (
    <div className="page grid-page">
      <Link href="/editor" className="grid-back-link">
        ← Back to the editor
      </Link>
      <h1 className="grid-title">{chart.metadata.name}</h1>
      <div className="grid-controls">
        <div className="grid-control">
          <label htmlFor={`${id}-sort`}>Sort</label>
          <select id={`${id}-sort`} value={sortValue} onChange={(event) => setSortValue(event.target.value)}>
            <option value="alphabetical">Alphabetical</option>
            <option value="area">Chart Area</option>
            {chart.labels.map((label, index) => (
              <option key={index} value={`attribute:${index}`}>
                {label.name}
              </option>
            ))}
          </select>
        </div>
        <div className="grid-control">
          <label htmlFor={`${id}-columns`}>Number Columns</label>
          <input
            id={`${id}-columns`}
            type="number"
            min={1}
            max={10}
            step={1}
            value={columnsText}
            onChange={(event) => onColumnsChange(event.target.value)}
            onBlur={() => setColumnsText(String(columns))}
          />
        </div>
      </div>
      <ol
        ref={gridRef}
        className="grid-charts"
        aria-label={`${chart.data.length} data sets`}
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: GRID_GAP }}
      >
        {order.map((index) => (
          <GridCell key={index} chart={chart} index={index} size={cellSize} />
        ))}
      </ol>
    </div>
  );
}

function GridCell({ chart, index, size }: { chart: Chart; index: number; size: number }) {
  const dataSet = chart.data[index];
  const single = useMemo(() => (dataSet ? { ...chart, data: [dataSet] } : chart), [chart, dataSet]);
  if (!dataSet) return null;
  return (
    <li className="grid-cell">
      <RadarChartSvg className="grid-chart" chart={single} width={size} height={size} />
      <p className="grid-key">
        <span className="grid-swatch" style={{ background: dataSet.color }} aria-hidden="true" />
        <span className="grid-name">{dataSet.name}</span>
        <span className="grid-area">{formatAreaPercent(dataSet.values)}</span>
      </p>
    </li>
  );
}
