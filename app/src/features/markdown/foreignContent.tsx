import { createContext, useContext } from 'react';

/**
 * True inside content written by someone else (a shared, non-sample cloud chart): every
 * <Markdown> below then holds its images back until the viewer clicks "Show images".
 */
export const ForeignContentContext = createContext(false);

export function useIsForeignContent(): boolean {
  return useContext(ForeignContentContext);
}
