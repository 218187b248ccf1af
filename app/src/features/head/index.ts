export {
  absoluteUrl,
  applyPageHead,
  DEFAULT_DESCRIPTION,
  SITE_NAME,
  SITE_URL,
  titleWithSiteName,
  truncatedDescription,
  usePageHead,
  type PageHead,
} from './usePageHead';
