// Minimal stand-in so the app builds; the public-site engineer replaces this page.
export default function Privacy() {
  return <h1>Privacy Policy</h1>;
}
