/**
 * The app's three "not found" pages in words: their title, heading and explanation. Pure data,
 * shared by the pages the app renders and the 404 answers `pnpm serve` sends before any script
 * runs, so a visitor without JavaScript and a crawler read what the app would show.
 */
export const NOT_FOUND_PAGES = {
  page: {
    title: 'Page not found | StatRadar',
    heading: 'Page not found',
    text: 'There is no page at this address. It may have moved, or the link may have a typo.',
  },
  chart: {
    title: 'Chart not found',
    heading: 'Chart not found',
    text: 'There is no chart at this link. It may have been deleted.',
  },
  article: {
    title: 'Article not found | StatRadar',
    heading: 'Article not found',
    text: 'There is no article at this address. It may have moved, or the link may have a typo. Here are all the articles:',
  },
} as const;

export type NotFoundKind = keyof typeof NOT_FOUND_PAGES;
