// `npm start` shows the demo projects with their GitHub figures: each demo project's repository
// must be a public one in the GitHub stand-in (simulators/src/github/githubDefaults.ts).
import { DEMO_REPOSITORIES } from '../../../simulators/src/github';
import { projects } from '../db/schema';
import { openTestDatabase, type TestDatabaseConnection } from '../testing/testDatabase';

let connection: TestDatabaseConnection;

beforeAll(async () => {
  connection = await openTestDatabase({ seeded: true });
});

afterAll(() => connection.close());

it("finds every demo project's repository, public and in GitHub's case, in the GitHub stand-in", async () => {
  const seeded = await connection.db.select({ githubRepo: projects.githubRepo }).from(projects);
  expect(seeded.length).toBeGreaterThan(0);
  const publicRepositories = DEMO_REPOSITORIES.filter((repository) => !repository.private).map(
    (repository) => repository.fullName,
  );
  for (const { githubRepo } of seeded) expect(publicRepositories).toContain(githubRepo);
});
