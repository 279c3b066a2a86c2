// Minimal stand-in so the app builds; the public-site engineer replaces this page.
export default function Course() {
  return <h1>Course</h1>;
}
