import { selectionWithSelected } from './selection';
import type { SelectionSlice, SliceCreator } from './types';

export const createSelectionSlice: SliceCreator<SelectionSlice> = (set) => ({
  selected: 0,
  recentSelection: [0],
  selectDataSet: (index) =>
    set((state) => {
      Object.assign(state, selectionWithSelected(state, index));
    }),
});
