// The cache tags of answers about one thing. The answer about one cohort (say) provides
// `{ type: 'Cohort', id }`; every other answer that shows cohorts (lists, counts, dashboards)
// provides the list tag `{ type: 'Cohort', id: 'LIST' }`. A change to one cohort invalidates both
// (changedTags), so its own page and every list refresh while the pages of other cohorts stay
// cached; a change that may touch any cohort invalidates the type, 'Cohort'. Plain functions: each
// area bundles its own copy (`@glow/shared-api/cacheTags`), none goes into the shell's first load.
import type { TagType } from './baseApi';

/** The tag of the answers that show more than one T. */
export function listTag<T extends TagType>(type: T) {
  return { type, id: 'LIST' } as const;
}

/** What a change to the T `id` makes stale: the answer about it, and every list of T. */
export function changedTags<T extends TagType>(type: T, id: number) {
  return [{ type, id }, listTag(type)] as const;
}
