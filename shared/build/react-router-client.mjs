// What the shell provides for the `react-router` and `react-router-dom` singletons: the client
// side (declarative mode) API the apps use, from React Router's production build. A shared
// module is never tree-shaken, so sharing the package itself shipped its server half (request
// handlers, cookies, sessions, RSC) and development warnings to every page: about 55 KB gzip
// instead of about 20. Builds fail when an app imports a name that is not listed here
// (see routerApiCheck in create-app-config.ts): add it below.
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  createPath,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'opsdeck-react-router-build';
