import { useEffect } from 'react';
import { useLocation } from 'wouter';

import { TEMP_CHART_ID } from '../../data/localCharts';
import { useChartStore } from '../../store';

const CHART_PATH = /^\/chart\/([^/?#]+)/;

/**
 * Keeps the address bar on the chart being edited: /chart/{id} stays only while it shows that
 * link's chart (the temporary chart it loaded, or the owner's working copy of that cloud chart);
 * after Copy Chart, switching or creating a chart it becomes /editor, so a reload opens what the
 * user last saw instead of the untouched shared chart.
 */
export function useUrlFollowsChart(): void {
  const [location, navigate] = useLocation();
  const ready = useChartStore((state) => state.status === 'ready');
  const activeId = useChartStore((state) => state.activeId);
  const cloudId = useChartStore((state) => state.cloudLinks[state.activeId]?.cloudId);

  useEffect(() => {
    if (!ready) return;
    const match = CHART_PATH.exec(location);
    if (!match) return;
    const linkId = decodeURIComponent(match[1]!);
    if (activeId === TEMP_CHART_ID || cloudId === linkId) return;
    navigate('/editor', { replace: true });
  }, [ready, location, activeId, cloudId, navigate]);
}
