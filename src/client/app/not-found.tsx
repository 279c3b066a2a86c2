import { Navigate, useLocation } from 'react-router';
import { currentLanguage, languageFromPath, localizedPath } from '../lib/language';

/**
 * Where an unknown path lands: the home page (the spec) in the path's language ('/pa/nothing' →
 * '/pa'), else in the language being read.
 */
export function notFoundHome(pathname: string): string {
  return localizedPath('/', languageFromPath(pathname) ?? currentLanguage());
}

/** Any path the route table does not know goes to the home page (the server answers 404 first). */
export default function NotFound() {
  const { pathname } = useLocation();
  return <Navigate to={notFoundHome(pathname)} replace />;
}
