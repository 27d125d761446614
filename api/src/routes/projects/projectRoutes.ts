import { asc, count, ilike, or } from 'drizzle-orm';
import { projects } from '../../db/schema';
import type { Handlers } from '../../http/handler';

export const projectRoutes: Pick<Handlers, 'listProjects'> = {
  async listProjects({ query }, { db }) {
    const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = pattern
      ? or(
          ilike(projects.name, pattern),
          ilike(projects.description, pattern),
          ilike(projects.githubRepo, pattern),
        )
      : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(projects)
        .where(where)
        .orderBy(asc(projects.name))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ value: count() }).from(projects).where(where),
    ]);
    return {
      page: query.page,
      limit: query.limit,
      total: total?.value ?? 0,
      projects: rows.map(({ id, name, description, githubRepo, websiteUrl, xHandle }) => ({
        id,
        name,
        description,
        githubRepo,
        websiteUrl,
        xHandle,
      })),
    };
  },
};
