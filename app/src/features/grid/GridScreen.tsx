import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  attributeName,
  chartName,
  dataSetName,
  DEFAULT_CHART_NAME,
  formatAreaPercent,
  meanValue,
} from 'statradar';
import type { Chart } from 'statradar';
import { RadarChartSvg } from 'statradar/react/svg';
import { Link, useLocation, useSearch } from 'wouter';

import { authStatus } from '../../data/authStatus';
import { TEMP_CHART_ID } from '../../data/localCharts';
import { chartLinkErrorMessage } from '../../data/networkErrors';
import {
  DEFAULT_GRID_SETTINGS,
  readGridSettings,
  readTempChartSource,
  shownTempChartSource,
  writeGridSettings,
  writeTempChartSource,
} from '../../data/preferences';
// Direct imports: the editor's index would pull the Konva chart into the grid's bundle.
import { downloadBlob } from '../editor/fileDownload';
import { StorageFallback } from '../editor/StorageFallback';
import { useChartStoreReady } from '../editor/useChartStoreReady';
import { useElementWidth } from '../editor/useElementWidth';
import { usePageHead } from '../head';
import { loadSharedChart } from '../samples';
import { chartStore, selectActiveChart, useChartStore, type ChartStoreState } from '../../store';
import { gridExportSize, gridToSvg, PNG_TOO_LARGE, svgToPng, type GridExportCard } from './gridExport';
import {
  clampColumns,
  defaultColumns,
  gridOrder,
  shownColumns,
  sortFromValue,
  sortToValue,
} from './gridOrder';
import type { GridSort } from './gridOrder';
import { gridLabelsHidden } from './gridLabels';
import './Grid.css';
import { CollapsibleText } from '../../components/CollapsibleText';
import { CHART_LOAD_FAILED_HEADING, ChartLoadError } from '../../components/ChartLoadError';

const GRID_GAP = 16;
/**
 * Cards drawn in the first render, then per following task until every card is there. A grid of
 * 200 data sets drew all of its charts in one task (about half a second on a phone-speed CPU),
 * leaving the page unresponsive; in chunks, input is handled between them.
 */
export const GRID_CARDS_PER_TASK = 24;
/** A cell's padding and border around its chart (see .grid-cell in Grid.css). */
const CELL_CHROME = 18;
const EXPORT_FILE_NAME = 'radar-chart-grid';

type Resolution =
  { kind: 'loading' } | { kind: 'ready'; shareId: string } | { kind: 'notFound'; error: string | null };

/**
 * The cloud chart a local chart is the working copy of, when it counts as this user's: links made
 * by another account signed in on this browser leave the chart a plain local one.
 */
function ownCloudId(state: ChartStoreState, localId: string): string | null {
  const link = state.cloudLinks[localId];
  if (!link) return null;
  const user = authStatus().user;
  return !link.userId || !user || link.userId === user.id ? link.cloudId : null;
}

/**
 * The shareable id of the active chart: the link TempChart came from, the cloud chart a local chart
 * is backed up to (a local id such as MyChart1 names another chart, or none, on any other device),
 * else its local id.
 */
function shareIdOf(state: ChartStoreState): string | null {
  if (state.activeId === TEMP_CHART_ID) return shownTempChartSource();
  return ownCloudId(state, state.activeId) ?? state.activeId;
}

/** The local working copy of the cloud chart `cloudId` on this browser, if there is one. */
function localCopyOf(state: ChartStoreState, cloudId: string): string | null {
  if (state.activeId !== TEMP_CHART_ID && ownCloudId(state, state.activeId) === cloudId)
    return state.activeId;
  return (
    state.chartIds.find(
      (id) => id !== TEMP_CHART_ID && state.charts[id] && ownCloudId(state, id) === cloudId,
    ) ?? null
  );
}

/**
 * Which chart /grid shows: `?chart=` names a local chart (switched to), a sample or a cloud chart
 * (loaded into the TempChart slot, as /chart/{id} does); without it, the active chart, whose id is
 * then written into the address so the page can be shared.
 */
function useGridChart(param: string | null): Resolution {
  const status = useChartStore((state) => state.status);
  const [, navigate] = useLocation();
  const [resolution, setResolution] = useState<Resolution>({ kind: 'loading' });

  useEffect(() => {
    if (status !== 'ready') return;
    const state = chartStore.getState();
    if (param === null) {
      const shareId = shareIdOf(state);
      if (shareId) navigate(`/grid?chart=${encodeURIComponent(shareId)}`, { replace: true });
      else setResolution({ kind: 'ready', shareId: state.activeId });
      return;
    }
    const localCopy = localCopyOf(state, param);
    if (localCopy) {
      // The owner's own backed-up chart: its working copy here, as /chart/{id} opens it.
      if (state.activeId !== localCopy) state.switchChart(localCopy);
      setResolution({ kind: 'ready', shareId: param });
      return;
    }
    const isLocal = state.chartIds.includes(param) && param !== TEMP_CHART_ID;
    // This tab's temporary chart: another tab may have opened a different link into the slot since.
    const isLoadedTemp = shownTempChartSource() === param && state.charts[TEMP_CHART_ID]?.status === 'ok';
    if (isLocal || isLoadedTemp) {
      const id = isLocal ? param : TEMP_CHART_ID;
      if (state.activeId !== id) state.switchChart(id);
      setResolution({ kind: 'ready', shareId: param });
      return;
    }
    let current = true;
    setResolution({ kind: 'loading' });
    loadSharedChart(param).then(
      (chart) => {
        if (!current) return;
        if (!chart) {
          setResolution({ kind: 'notFound', error: null });
          return;
        }
        chartStore.getState().openTempChart(chart, { sameSource: readTempChartSource() === param });
        writeTempChartSource(param);
        setResolution({ kind: 'ready', shareId: param });
      },
      (error: unknown) => {
        if (current) setResolution({ kind: 'notFound', error: chartLinkErrorMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [param, status, navigate]);

  return resolution;
}

/** /grid: one small chart per data set of the active (or linked) chart, sortable, in 1..10 columns. */
export function GridScreen() {
  useChartStoreReady();
  // An empty ?chart= names no chart: the grid of the current chart, as without it.
  const param = new URLSearchParams(useSearch()).get('chart') || null;
  const resolution = useGridChart(param);
  const active = useChartStore(selectActiveChart);
  const status = useChartStore((state) => state.status);
  const chart = resolution.kind === 'ready' && active?.status === 'ok' ? active.chart : null;
  usePageHead({
    title:
      resolution.kind === 'notFound'
        ? resolution.error
          ? CHART_LOAD_FAILED_HEADING
          : 'Chart not found'
        : chart
          ? chartName(chart)
          : DEFAULT_CHART_NAME,
    canonicalPath: '/grid',
  });

  if (resolution.kind === 'notFound') {
    return (
      <div className="page grid-page">
        <Link href="/editor">← Back to the editor</Link>
        {resolution.error ? (
          <>
            <h1>{CHART_LOAD_FAILED_HEADING}</h1>
            <ChartLoadError message={resolution.error} />
          </>
        ) : (
          <>
            <h1>Chart not found</h1>
            <p>There is no chart at this link. It may have been deleted.</p>
          </>
        )}
      </div>
    );
  }
  // The grid shows charts from local storage (a shared one too goes through the TempChart slot).
  if (status === 'unavailable') return <StorageFallback />;
  if (status === 'loading' || resolution.kind === 'loading') {
    return (
      <div className="page page-loading" aria-busy="true">
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
  return <Grid key={resolution.shareId} chart={chart} settingsId={resolution.shareId} />;
}

/**
 * The page colours of a grid export: the light theme's, in either theme. Exports stay the same in
 * dark mode (as the editor's do), where the screen puts each chart on a light plate: a dark page
 * behind a chart's own dark label colours made them unreadable.
 */
const EXPORT_PAGE_COLORS = { background: '#f7f8fc', text: '#1c2133', muted: '#515a74', border: '#d9deea' };

export function Grid({ chart, settingsId }: { chart: Chart; settingsId: string }) {
  const id = useId();
  const [, navigate] = useLocation();
  const [stored] = useState(() => readGridSettings(settingsId));
  const [sort, setSort] = useState<GridSort>(() =>
    sortFromValue((stored ?? DEFAULT_GRID_SETTINGS).sort, chart.labels.length),
  );
  const [reversed, setReversed] = useState((stored ?? DEFAULT_GRID_SETTINGS).reversed);
  const [chosenColumns, setChosenColumns] = useState((stored ?? DEFAULT_GRID_SETTINGS).columns);
  const [columnsText, setColumnsText] = useState<string | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const savingPng = useRef(false);
  const [pngBusy, setPngBusy] = useState(false);
  const gridRef = useRef<HTMLOListElement>(null);
  const gridWidth = useElementWidth(gridRef, 960);
  const columns = chosenColumns ?? defaultColumns(gridWidth);
  // On screen, no more columns than fit (the export keeps the chosen count).
  const shown = shownColumns(columns, gridWidth, GRID_GAP);
  const cellSize = Math.max(40, Math.floor((gridWidth - GRID_GAP * (shown - 1)) / shown) - CELL_CHROME);
  const order = useMemo(() => gridOrder(chart, sort, reversed), [chart, sort, reversed]);
  const [drawnCount, setDrawnCount] = useState(GRID_CARDS_PER_TASK);
  const allDrawn = drawnCount >= order.length;
  useEffect(() => {
    if (allDrawn) return;
    const timer = setTimeout(() => setDrawnCount((count) => count + GRID_CARDS_PER_TASK), 0);
    return () => clearTimeout(timer);
  }, [allDrawn, drawnCount]);
  const labelNames = chart.labels.map((label) => label.name).join('\n');
  const labelsHidden = useMemo(
    () => gridLabelsHidden(chart, cellSize),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only names, size and style change label size
    [labelNames, chart.metadata.style, cellSize],
  );

  useEffect(() => {
    writeGridSettings(settingsId, { sort: sortToValue(sort), reversed, columns: chosenColumns });
  }, [settingsId, sort, reversed, chosenColumns]);

  function onColumnsChange(text: string) {
    const clamped = clampColumns(text);
    setColumnsText(clamped === null ? text : null);
    if (clamped !== null) setChosenColumns(clamped);
  }

  const numeric = sort.kind !== 'alphabetical';
  const directionLabel = numeric
    ? reversed
      ? 'Lowest first'
      : 'Highest first'
    : reversed
      ? 'Z to A'
      : 'A to Z';

  function exportCards(): GridExportCard[] {
    return order.flatMap((index) => {
      const dataSet = chart.data[index];
      return dataSet
        ? [
            {
              index,
              name: dataSetName(chart, index),
              color: dataSet.color,
              facts: cardFacts(chart, index, sort)
                .map((fact) => fact.text)
                .join(' · '),
            },
          ]
        : [];
    });
  }

  function exportSvg(): { svg: string; width: number; height: number } {
    const cards = exportCards();
    const svg = gridToSvg({
      chart,
      cards,
      columns,
      ...EXPORT_PAGE_COLORS,
    });
    return { svg, ...gridExportSize(cards.length, columns) };
  }

  function saveSvg() {
    downloadBlob(new Blob([exportSvg().svg], { type: 'image/svg+xml' }), `${EXPORT_FILE_NAME}.svg`);
  }

  async function savePng() {
    // A large grid takes seconds to draw: a second click meanwhile would save a second file.
    if (savingPng.current) return;
    savingPng.current = true;
    setPngBusy(true);
    setExportError(null);
    try {
      const { svg, width, height } = exportSvg();
      downloadBlob(await svgToPng(svg, width, height), `${EXPORT_FILE_NAME}.png`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setExportError(
        reason === PNG_TOO_LARGE
          ? `Could not make the PNG: ${reason} (${columns} column${columns === 1 ? '' : 's'} of ${order.length} charts). Choose more columns, or use Save SVG.`
          : `Could not make the PNG: ${reason.trim().replace(/[.\s]+$/, '')}. Try Save SVG.`,
      );
    } finally {
      savingPng.current = false;
      setPngBusy(false);
    }
  }

  // Stable, so the memoised cells are not all drawn again when only the order or a control changes.
  const openInEditor = useCallback(
    (index: number) => {
      chartStore.getState().selectDataSet(index);
      navigate('/editor');
    },
    [navigate],
  );

  return (
    <div className="page grid-page">
      <Link href="/editor" className="grid-back-link">
        ← Back to the editor
      </Link>
      {/* A chart's name may be blank: the heading then says what the page title says. */}
      <h1 className="grid-title">{chartName(chart)}</h1>
      <div className="grid-controls">
        <div className="grid-control">
          <label htmlFor={`${id}-sort`}>Sort</label>
          <select
            id={`${id}-sort`}
            value={sortToValue(sort)}
            onChange={(event) => setSort(sortFromValue(event.target.value, chart.labels.length))}
          >
            <option value="alphabetical">Alphabetical</option>
            <option value="area">Chart Area</option>
            <option value="mean">Mean Value</option>
            {chart.labels.map((_, index) => (
              <option key={index} value={`attribute:${index}`}>
                {attributeName(chart, index)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid-control">
          <span id={`${id}-direction`}>Direction</span>
          <button
            type="button"
            className="button button-secondary button-small grid-direction"
            aria-labelledby={`${id}-direction ${id}-direction-value`}
            aria-pressed={reversed}
            onClick={() => setReversed((value) => !value)}
          >
            <span aria-hidden="true">{reversed ? '↑' : '↓'}</span>
            <span id={`${id}-direction-value`}>{directionLabel}</span>
          </button>
        </div>
        <div className="grid-control">
          <label htmlFor={`${id}-columns`}>Number Columns</label>
          <input
            id={`${id}-columns`}
            type="number"
            min={1}
            max={10}
            step={1}
            value={columnsText ?? String(columns)}
            onChange={(event) => onColumnsChange(event.target.value)}
            onBlur={() => setColumnsText(null)}
          />
        </div>
        <div className="grid-control grid-exports" role="group" aria-label="Export the grid">
          <span aria-hidden="true">Export</span>
          <span className="grid-export-buttons">
            <button type="button" className="button button-secondary button-small" onClick={saveSvg}>
              Save SVG
            </button>
            {/* aria-disabled, not disabled: the button keeps the focus while the PNG is made. */}
            <button
              type="button"
              className="button button-secondary button-small"
              aria-disabled={pngBusy || undefined}
              aria-busy={pngBusy || undefined}
              onClick={() => void savePng()}
            >
              Save PNG
            </button>
          </span>
        </div>
      </div>
      {exportError && (
        <p role="alert" className="error-text">
          {exportError}
        </p>
      )}
      {shown < columns && (
        <p className="grid-columns-note" role="status">
          Showing {shown} column{shown === 1 ? '' : 's'}: this screen is too narrow for {columns}. Exports use{' '}
          {columns}.
        </p>
      )}
      {labelsHidden && (
        <CollapsibleText className="grid-axes-note">
          <p>
            Labels are hidden at this size. Axes clockwise from the top:{' '}
            {chart.labels.map((_, index) => attributeName(chart, index)).join(', ')}.
          </p>
        </CollapsibleText>
      )}
      <ol
        ref={gridRef}
        className="grid-charts"
        aria-label={`${chart.data.length} data sets`}
        aria-busy={allDrawn ? undefined : true}
        style={{ gridTemplateColumns: `repeat(${shown}, minmax(0, 1fr))`, gap: GRID_GAP }}
      >
        {(allDrawn ? order : order.slice(0, drawnCount)).map((index) => (
          <GridCell
            key={index}
            chart={chart}
            index={index}
            size={cellSize}
            sort={sort}
            labelsHidden={labelsHidden}
            onOpen={openInEditor}
          />
        ))}
      </ol>
    </div>
  );
}

interface CardFact {
  key: string;
  label: string;
  value: string;
  text: string;
  /** The figure the grid is sorted by, shown emphasised. */
  sorted: boolean;
}

/** The figures under a card: area, mean value and, when sorting by one, that attribute's value. */
function cardFacts(chart: Chart, index: number, sort: GridSort): CardFact[] {
  const dataSet = chart.data[index];
  if (!dataSet) return [];
  const fact = (key: string, label: string, value: string, sorted: boolean): CardFact => ({
    key,
    label,
    value,
    text: `${label} ${value}`,
    sorted,
  });
  const facts = [
    fact('area', 'Area', formatAreaPercent(dataSet.values), sort.kind === 'area'),
    fact('mean', 'Mean', String(Math.round(meanValue(dataSet.values))), sort.kind === 'mean'),
  ];
  if (sort.kind === 'attribute') {
    const label = chart.labels[sort.labelIndex]?.name ?? '';
    facts.push(fact('sorted-value', label, String(dataSet.values[sort.labelIndex] ?? 0), true));
  }
  return facts;
}

interface GridCellProps {
  chart: Chart;
  index: number;
  size: number;
  sort: GridSort;
  labelsHidden: boolean;
  onOpen(index: number): void;
}

/**
 * One card. Memoised: a grid holds up to 200 of them, and the direction switch (which only reorders
 * them), the columns box while its text is not a number, or an export message would otherwise
 * render every card again (its figures, its label and its chart's props) on that input.
 */
const GridCell = memo(function GridCell({ chart, index, size, sort, labelsHidden, onOpen }: GridCellProps) {
  const dataSet = chart.data[index];
  const single = useMemo(() => (dataSet ? { ...chart, data: [dataSet] } : chart), [chart, dataSet]);
  if (!dataSet) return null;
  const facts = cardFacts(chart, index, sort);
  return (
    <li className="grid-cell">
      <button
        type="button"
        className="grid-card-button"
        // A blank name (allowed) would make the label start with a bare colon: the set's number stands in.
        aria-label={`${dataSetName(chart, index)}: ${facts.map((fact) => fact.text).join(', ')}. Open in the editor`}
        onClick={() => onOpen(index)}
      >
        <RadarChartSvg
          className={labelsHidden ? 'grid-chart grid-chart-no-labels' : 'grid-chart'}
          chart={single}
          width={size}
          height={size}
          // Hidden labels need no room: the chart keeps its radius instead of making room for them.
          minLabelSize={labelsHidden ? 1 : undefined}
        />
        <span className="grid-key">
          <span className="grid-swatch" style={{ backgroundColor: dataSet.color }} aria-hidden="true" />
          <span className="grid-name">{dataSetName(chart, index)}</span>
        </span>
        <span className="grid-facts">
          {facts.map((fact) => (
            <span key={fact.key} className={fact.sorted ? 'grid-fact grid-fact-sorted' : 'grid-fact'}>
              <span className="grid-fact-label">{fact.label}</span>{' '}
              <span className={`grid-${fact.key}`}>{fact.value}</span>
            </span>
          ))}
        </span>
      </button>
    </li>
  );
});
