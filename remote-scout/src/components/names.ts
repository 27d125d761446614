// How the scout pages name the people and projects of a nomination.

/** "xrpl.js, Clio": the projects of a nomination, by name. */
export function projectNames(projects: readonly { name: string }[]): string {
  return projects.map((project) => project.name).join(', ');
}

/** "Maya Okafor". */
export function personName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`;
}
