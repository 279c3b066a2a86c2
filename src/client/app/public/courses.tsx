// Minimal stand-in so the app builds; the public-site engineer replaces this page.
export default function Courses() {
  return <h1>Courses</h1>;
}
