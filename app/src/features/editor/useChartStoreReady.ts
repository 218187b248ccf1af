import { useEffect } from 'react';

import { chartStore } from '../../store';

/** Loads the stored charts once (idempotent), so every screen that shows charts can call it. */
export function useChartStoreReady(): void {
  useEffect(() => {
    chartStore.getState().init();
  }, []);
}
