// How the scout pages name the people of a nomination (its projects: shared-ui/pages projectNames).

/** "Maya Okafor". */
export function personName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`;
}
