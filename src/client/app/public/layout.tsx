import { Outlet } from 'react-router';

// Minimal stand-in so the app builds; the public-site engineer replaces it with the header and footer.
export default function PublicLayout() {
  return <Outlet />;
}
