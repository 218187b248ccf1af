import { useEffect } from 'react';

import { chartStore, useChartStore } from '../../store';

/**
 * Loads the stored charts once and makes sure one is active, so every screen that shows the active
 * chart can call it; again whenever the active chart is gone (deleted on the account page or in
 * another tab), which opens another one.
 */
export function useChartStoreReady(): void {
  const activeMissing = useChartStore((state) => state.status === 'ready' && !state.charts[state.activeId]);
  useEffect(() => {
    chartStore.getState().init();
  }, [activeMissing]);
}
