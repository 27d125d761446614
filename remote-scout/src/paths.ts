/**
 * Every path of the scouting area, written once: the routes, the navigation, links, redirects and
 * tests take them from here. `:name` marks a route parameter.
 */
export const paths = {
  home: '/scout',
  nominations: '/scout/nominations',
  newNomination: '/scout/nominations/new',
  evidence: '/scout/nominations/:id/evidence',
} as const;

/** The evidence page of nomination `id`. */
export const evidencePath = (id: number) => paths.evidence.replace(':id', String(id));
