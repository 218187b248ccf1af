import { useState, type RefObject } from 'react';
import { chartName, type Chart } from 'statradar';
import type { RadarChartRef } from 'statradar/react';
import { Link } from 'wouter';

import { downloadBlob } from './fileDownload';
import { StyleMenu } from './StyleMenu';
import { useTimedMessage } from '../../components/toasts';

export const SHARE_MESSAGE = 'Photo copied to clipboard: ready for sharing';
/** Spec: the share pop-up shows for 2000 ms. */
const SHARE_MESSAGE_MS = 2000;
/**
 * A failed copy says why and what to do instead in some 90 characters: more than anyone reads in
 * the share pop-up's 2 s (the spec times only the success message).
 */
export const SHARE_FAILURE_MS = 8000;
const EXPORT_FILE_NAME = 'radar-chart';
/** Spec: exports show a watermark (the engine draws none unless asked). */
const EXPORT_WATERMARK = 'Made with StatRadar';
/**
 * Exports are opaque white, as the panel the editor shows the chart on: on a transparent image the
 * chart's dark text and rings vanish wherever it is pasted on a dark background (a dark-mode chat).
 */
const EXPORT_BACKGROUND = '#ffffff';

/** An error's message without its closing full stop ("Write permission denied."): one is enough. */
function failureReason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).trim().replace(/[.\s]+$/, '');
}

interface SettingsRowProps {
  chart: Chart;
  chartRef: RefObject<RadarChartRef | null>;
}

/** Style menu, exports (SVG, PNG, clipboard) and the "*Breakout*" link to the grid. */
export function SettingsRow({ chart, chartRef }: SettingsRowProps) {
  const [, showMessage] = useTimedMessage(SHARE_MESSAGE_MS);
  // Exported images say what they show (title and a legend) unless the Style menu turns it off.
  const [exportDecorations, setExportDecorations] = useState(true);
  const EXPORT_OPTIONS = {
    watermark: EXPORT_WATERMARK,
    background: EXPORT_BACKGROUND,
    title: exportDecorations,
    legend: exportDecorations,
  } as const;

  /** Says why an export failed (a browser that refuses the canvas, say) instead of doing nothing. */
  function exportFailed(kind: string, error: unknown, instead: string) {
    showMessage(`Could not save the ${kind}: ${failureReason(error)}. ${instead}`, SHARE_FAILURE_MS);
  }

  function saveSvg() {
    try {
      const svg = chartRef.current?.toSVG(EXPORT_OPTIONS);
      if (svg) downloadBlob(new Blob([svg], { type: 'image/svg+xml' }), `${EXPORT_FILE_NAME}.svg`);
    } catch (error) {
      exportFailed('SVG', error, 'Try Save PNG instead.');
    }
  }

  async function savePng() {
    try {
      const png = await chartRef.current?.toPNG(EXPORT_OPTIONS);
      if (png) downloadBlob(png, `${EXPORT_FILE_NAME}.png`);
    } catch (error) {
      exportFailed('PNG', error, 'Try Save SVG instead.');
    }
  }

  async function share() {
    const chartView = chartRef.current;
    if (!chartView) return;
    try {
      if (!navigator.clipboard?.write || typeof ClipboardItem === 'undefined') {
        throw new Error('this browser cannot copy images');
      }
      // The item takes the promise itself so the copy still counts as part of the click (Safari).
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': chartView.toPNG(EXPORT_OPTIONS) })]);
      showMessage(SHARE_MESSAGE);
    } catch (error) {
      showMessage(
        `Could not copy the image to the clipboard: ${failureReason(error)}. Use Save PNG instead.`,
        SHARE_FAILURE_MS,
      );
    }
  }

  return (
    <div className="editor-settings" aria-label={`Settings for ${chartName(chart)}`} role="group">
      <StyleMenu
        chart={chart}
        exportDecorations={exportDecorations}
        onExportDecorationsChange={setExportDecorations}
      />
      <button type="button" className="button button-secondary button-small" onClick={saveSvg}>
        Save SVG
      </button>
      <button type="button" className="button button-secondary button-small" onClick={() => void savePng()}>
        Save PNG
      </button>
      <button type="button" className="button button-primary button-small" onClick={() => void share()}>
        Share
      </button>
      <Link href="/grid" className="editor-breakout-link">
        *Breakout*
      </Link>
    </div>
  );
}
