export { AdSidebars } from './AdSidebars';
export { AdSlot, type AdSlotProps } from './AdSlot';
export { AD_PROVIDER, adProviderFromEnvironment, type AdProvider, type DisplayedAd } from './adProvider';
export { AD_SIZES, adSizesFor, type AdSize, type AdSlotType } from './adSizes';
