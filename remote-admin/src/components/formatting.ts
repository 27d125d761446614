// The admin pages' amounts, moments and ages are written as every area writes them
// (shared-ui/pages).
export { formatDateTime, formatXrp, timeAgo } from '@glow/shared-ui/pages';
