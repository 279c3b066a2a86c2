// Minimal stand-in so the app builds; the public-site engineer replaces this page.
export default function Home() {
  return <h1>Welcome</h1>;
}
