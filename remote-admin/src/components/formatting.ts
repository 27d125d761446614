// The admin pages' amounts and ages are written as every area writes them (shared-ui/pages).
export { formatXrp, timeAgo } from '@glow/shared-ui/pages';
