// Minimal stand-in so the app builds; the public-site engineer replaces this page.
export default function Terms() {
  return <h1>Terms &amp; Conditions</h1>;
}
