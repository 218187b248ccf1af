import type { AdSize, AdSlotType } from './adSizes';

/** One ad placed in a slot's element. */
export interface DisplayedAd {
  refresh(): void;
  destroy(): void;
}

/**
 * An ad-serving service. Pluggable and off by default: the app loads no third-party script unless an
 * environment variable names a provider (see {@link adProviderFromEnvironment}).
 */
export interface AdProvider {
  readonly name: string;
  /** Places an ad of one of the sizes into the element (which has a unique id). */
  display(element: HTMLElement, slot: { type: AdSlotType; sizes: readonly AdSize[] }): DisplayedAd;
}

interface GoogleTagSlot {
  addService(service: unknown): GoogleTagSlot;
}

interface GoogleTag {
  cmd: { push(command: () => void): void };
  pubads(): { refresh(slots: GoogleTagSlot[]): void; enableSingleRequest(): void };
  defineSlot(adUnitPath: string, sizes: [number, number][], elementId: string): GoogleTagSlot | null;
  enableServices(): void;
  display(elementId: string): void;
  destroySlots(slots: GoogleTagSlot[]): boolean;
}

const GPT_SCRIPT_URL = 'https://securepubads.g.doubleclick.net/tag/js/gpt.js';

function googleTag(): GoogleTag {
  const host = window as unknown as { googletag?: GoogleTag };
  // GPT's documented bootstrap: queue commands on a plain array until the library replaces it.
  host.googletag ??= { cmd: [] } as unknown as GoogleTag;
  return host.googletag;
}

/**
 * Google Publisher Tag, which (unlike AdSense) allows refreshing a slot. Ad units are named
 * `{adUnitPrefix}/{slot type}`, e.g. `/1234567/statradar/Banner`.
 * https://developers.google.com/publisher-tag/guides/get-started
 */
export function googlePublisherTagProvider(adUnitPrefix: string): AdProvider {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.async = true;
    script.src = GPT_SCRIPT_URL;
    script.crossOrigin = 'anonymous';
    document.head.appendChild(script);
    googleTag().cmd.push(() => {
      googleTag().pubads().enableSingleRequest();
      googleTag().enableServices();
    });
  };
  return {
    name: 'gpt',
    display(element, { type, sizes }) {
      start();
      let slot: GoogleTagSlot | null = null;
      googleTag().cmd.push(() => {
        const tag = googleTag();
        slot = tag.defineSlot(
          `${adUnitPrefix}/${type}`,
          sizes.map(({ width, height }) => [width, height]),
          element.id,
        );
        slot?.addService(tag.pubads());
        tag.display(element.id);
      });
      return {
        refresh: () => googleTag().cmd.push(() => slot && googleTag().pubads().refresh([slot])),
        destroy: () => googleTag().cmd.push(() => slot && googleTag().destroySlots([slot])),
      };
    },
  };
}

export interface AdEnvironment {
  VITE_AD_PROVIDER?: string;
  VITE_AD_UNIT_PREFIX?: string;
}

const AD_UNIT_PREFIX = /^\/\d+(?:\/[\w.-]+)*$/;

/**
 * The configured provider, or null (the default) for no ads at all. A bad configuration is reported
 * on the console and treated as "no ads" rather than breaking the page.
 */
export function adProviderFromEnvironment(environment: AdEnvironment): AdProvider | null {
  const name = environment.VITE_AD_PROVIDER?.trim() ?? '';
  if (name === '' || name === 'none') return null;
  if (name === 'gpt') {
    const prefix = environment.VITE_AD_UNIT_PREFIX?.trim() ?? '';
    if (AD_UNIT_PREFIX.test(prefix)) return googlePublisherTagProvider(prefix);
    console.error(
      `Ads are off: VITE_AD_UNIT_PREFIX must look like "/1234567/statradar" for VITE_AD_PROVIDER=gpt, got "${prefix}".`,
    );
    return null;
  }
  console.error(`Ads are off: unknown VITE_AD_PROVIDER "${name}" (supported: gpt, none).`);
  return null;
}

/** The app's provider, chosen once from the build's environment. */
export const AD_PROVIDER: AdProvider | null = adProviderFromEnvironment(import.meta.env as AdEnvironment);
