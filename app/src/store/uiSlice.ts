import type { SliceCreator, UiSlice } from './types';

export const createUiSlice: SliceCreator<UiSlice> = (set) => ({
  storageMessage: null,
  unsavedChartIds: [],
  dismissStorageMessage: () =>
    set((state) => {
      state.storageMessage = null;
    }),
});
