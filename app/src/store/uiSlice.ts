import type { SliceCreator, UiSlice } from './types';

export const createUiSlice: SliceCreator<UiSlice> = (set) => ({
  storageMessage: null,
  unsavedChartIds: [],
  dismissedRepairIds: [],
  dismissRepairNotice: (id) =>
    set((state) => {
      if (!state.dismissedRepairIds.includes(id)) state.dismissedRepairIds.push(id);
    }),
  dismissStorageMessage: () =>
    set((state) => {
      state.storageMessage = null;
    }),
});
