// Minimal stand-in so the app builds; the public-site engineer replaces this page.
export default function About() {
  return <h1>About Us</h1>;
}
