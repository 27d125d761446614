import { describeAccess, selectUser, useAppSelector, type GlowRoute } from '@glow/shared-api';
import { Badge, Card, Muted, Page, Table, TableScroll, Link } from '@glow/shared-ui';
import styled from 'styled-components';
import { config } from '../config';
import { useEveryArea, type Area, type AreaStatus } from '../remoteAreas';
import { shellRoutes } from '../shellRoutes';
import { AreaFailures } from './AreaFailures';
import { AreaPreviews } from './AreaPreviews';

/** One line per route: rows keep their height when the remotes' rows widen the columns. */
const RoutesTable = styled(Table)`
  td {
    white-space: nowrap;
  }
`;

function RouteRows({
  routes,
  servedBy,
  preview = false,
}: {
  routes: GlowRoute[];
  servedBy: string;
  /** The version is this browser's preview, not the live one. */
  preview?: boolean;
}) {
  return routes.map((route) => (
    <tr key={route.path}>
      <td>
        {route.path?.includes(':') ? (
          <code>{route.path}</code>
        ) : (
          <Link to={route.path ?? '/'}>{route.path}</Link>
        )}
      </td>
      <td>{route.handle.title}</td>
      <td>{describeAccess(route.handle.access)}</td>
      <td>{route.handle.layout}</td>
      <td>
        <code>{servedBy}</code>
        {preview && (
          <>
            {' '}
            <Badge $tone="warning">preview</Badge>
          </>
        )}
      </td>
    </tr>
  ));
}

function AreaRows({ area, status }: { area: Area; status: AreaStatus }) {
  if (status.state === 'loaded') {
    return (
      <RouteRows
        routes={status.module.routes}
        servedBy={`${area.remote}@${status.version}`}
        preview={area.listing.preview}
      />
    );
  }
  return (
    <tr>
      <td colSpan={4}>The {area.label} routes could not be loaded.</td>
      <td>
        <code>{area.remote}</code>
      </td>
    </tr>
  );
}

/**
 * A row for each route of every remote listed in /remotes.json, as deployed right now: all at once
 * when every area has answered, so rows arriving one area at a time do not push others down.
 */
function RemoteRows() {
  const { listings, areas } = useEveryArea();
  if (listings.state === 'failed') {
    return (
      <tr>
        <td colSpan={5}>/remotes.json could not be read: the remotes’ routes are not known.</td>
      </tr>
    );
  }
  const settled = ({ status }: { status: AreaStatus }) =>
    status.state === 'loaded' || status.state === 'failed';
  if (listings.state !== 'loaded' || !areas.every(settled)) {
    return (
      <tr>
        <td colSpan={5} aria-busy="true">
          Loading the areas’ routes…
        </td>
      </tr>
    );
  }
  return areas.map(({ area, status }) => (
    <AreaRows key={area.remote} area={area} status={status} />
  ));
}

/**
 * Every route of Glow, read from the shell and from each remote as this browser runs it (the live
 * version, or its preview); for admins, the failures browsers reported and previews.
 */
export function RoutesPage() {
  const isAdmin = useAppSelector(selectUser)?.role === 'admin';
  return (
    <Page>
      {isAdmin && <AreaFailures />}
      {isAdmin && <AreaPreviews />}
      <Muted>
        Parameters such as <code>:id</code> are positive whole numbers; any other value shows “Page
        Not Found”.
      </Muted>
      <Card>
        <TableScroll>
          <RoutesTable>
            <thead>
              <tr>
                <th>Path</th>
                <th>Page</th>
                <th>Access</th>
                <th>Layout</th>
                <th>Served by</th>
              </tr>
            </thead>
            <tbody>
              <RouteRows routes={shellRoutes} servedBy={`glow_shell@${config.version}`} />
              <RemoteRows />
            </tbody>
          </RoutesTable>
        </TableScroll>
      </Card>
    </Page>
  );
}
