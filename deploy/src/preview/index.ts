// Previews, for the web server (which serves them) and the API (which signs them): no S3 client.
export { previewRemotesJson } from './previewRemotesJson';
export {
  cookieValue,
  isPreviewName,
  isPreviewVersion,
  MIN_SECRET_LENGTH,
  PREVIEW_COOKIE,
  readPreview,
  signPreview,
  type Preview,
  type PreviewVersions,
} from './previewToken';
export { FolderStore } from '../store/folderStore';
export type { CdnStore } from '../store/cdnStore';
