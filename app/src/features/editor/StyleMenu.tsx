import { useCallback, useId, useRef, useState } from 'react';
import { formatHex, parseColor, resolveStyle } from 'statradar';
import type { Chart, ChartStyle, FillStyle, GridLine } from 'statradar';

import { useDismiss } from '../../layout/useDismiss';
import { chartStore } from '../../store';

const FILL_STYLES: FillStyle[] = ['soft fill', 'outline', 'solid fill'];
const GRID_LINES: GridLine[] = ['polygon', 'circle'];
const FONT_FAMILIES = ['sans-serif', 'serif', 'monospace', 'system-ui', 'Georgia', 'Verdana', 'Courier New'];

/** #rrggbb for a native colour input (which accepts nothing else). */
function colorInputValue(color: string): string {
  const rgba = parseColor(color);
  return rgba ? formatHex({ ...rgba, a: 1 }) : '#000000';
}

function updateStyle(patch: Partial<ChartStyle>): void {
  chartStore.getState().updateStyle(patch);
}

interface StyleMenuProps {
  chart: Chart;
  /** Whether exported images carry the chart title and a legend. */
  exportDecorations?: boolean;
  onExportDecorationsChange?: (on: boolean) => void;
}

/**
 * The Style menu: fill, grid shape, how many data sets show, label and axis colours, font. Escape or
 * a click outside closes it.
 */
export function StyleMenu({ chart, exportDecorations, onExportDecorationsChange }: StyleMenuProps) {
  const id = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(menuRef, open, close);
  const style = resolveStyle(chart.metadata.style);
  const seriesCount = chart.data.length;
  const fontFamilies = FONT_FAMILIES.includes(style.fontFamily)
    ? FONT_FAMILIES
    : [style.fontFamily, ...FONT_FAMILIES];

  // A button (not <details>/<summary>): it is a button to every tool and assistive technology, with
  // its open state in aria-expanded.
  return (
    <div className="editor-style-menu" ref={menuRef}>
      <button
        type="button"
        className="button button-secondary button-small"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        Style
      </button>
      <div id={`${id}-panel`} className="editor-style-panel" hidden={!open}>
        <label htmlFor={`${id}-fill`}>Fill Style</label>
        <select
          id={`${id}-fill`}
          value={style.fillStyle}
          onChange={(event) => updateStyle({ fillStyle: event.target.value as FillStyle })}
        >
          {FILL_STYLES.map((fill) => (
            <option key={fill} value={fill}>
              {fill}
            </option>
          ))}
        </select>

        <label htmlFor={`${id}-grid`}>Grid Line</label>
        <select
          id={`${id}-grid`}
          value={style.gridLine}
          onChange={(event) => updateStyle({ gridLine: event.target.value as GridLine })}
        >
          {GRID_LINES.map((gridLine) => (
            <option key={gridLine} value={gridLine}>
              {gridLine}
            </option>
          ))}
        </select>

        <label htmlFor={`${id}-count`}>Show Count</label>
        <input
          id={`${id}-count`}
          type="number"
          min={0}
          max={seriesCount}
          step={1}
          value={Math.min(style.showCount, seriesCount)}
          aria-describedby={`${id}-count-help`}
          onChange={(event) => {
            const count = Math.trunc(Number(event.target.value));
            if (Number.isFinite(count)) updateStyle({ showCount: Math.min(seriesCount, Math.max(0, count)) });
          }}
        />
        <p id={`${id}-count-help`} className="editor-style-help">
          0 shows every data set.
        </p>

        <label htmlFor={`${id}-label-color`}>Label Color</label>
        <input
          id={`${id}-label-color`}
          type="color"
          value={colorInputValue(style.labelColor)}
          onChange={(event) => updateStyle({ labelColor: event.target.value })}
        />

        <label htmlFor={`${id}-axis-color`}>Axis Color</label>
        <input
          id={`${id}-axis-color`}
          type="color"
          value={colorInputValue(style.axisColor)}
          onChange={(event) => updateStyle({ axisColor: event.target.value })}
        />

        <label htmlFor={`${id}-font`}>Font Family</label>
        <select
          id={`${id}-font`}
          value={style.fontFamily}
          onChange={(event) => updateStyle({ fontFamily: event.target.value })}
        >
          {fontFamilies.map((font) => (
            <option key={font} value={font}>
              {font}
            </option>
          ))}
        </select>
        {onExportDecorationsChange && (
          <>
            <label htmlFor={`${id}-export-decorations`}>Title and legend in exports</label>
            <input
              id={`${id}-export-decorations`}
              type="checkbox"
              checked={exportDecorations ?? true}
              onChange={(event) => onExportDecorationsChange(event.target.checked)}
            />
          </>
        )}
      </div>
    </div>
  );
}
