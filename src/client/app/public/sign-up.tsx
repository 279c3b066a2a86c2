// Minimal stand-in so the app builds; the public-site engineer replaces this page.
export default function SignUp() {
  return <h1>Sign Up</h1>;
}
