// Minimal stand-in so the app builds; the public-site engineer replaces this page.
export default function Contact() {
  return <h1>Contact Us</h1>;
}
