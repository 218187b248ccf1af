export {
  absoluteUrl,
  applyPageHead,
  collectPageHeads,
  DEFAULT_DESCRIPTION,
  SITE_NAME,
  SITE_URL,
  titleWithSiteName,
  truncatedDescription,
  usePageHead,
  type PageHead,
} from './usePageHead';
export { chartPageDescription, pageHeadTags, withPageHead, type PageHeadTags } from './pageHeadTags';
