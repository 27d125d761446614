// react-router reaches the shell and the remotes only through shared-ui: one copy per page, inside
// this shared singleton and tree-shaken to what Glow uses, instead of being shared whole
// (see tooling/federation-shared.cjs). Type imports from 'react-router' are fine anywhere.
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
