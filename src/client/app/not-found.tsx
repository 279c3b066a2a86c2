import { Navigate } from 'react-router';

/** Any path the route table does not know goes to the home page (the spec). */
export default function NotFound() {
  return <Navigate to="/" replace />;
}
