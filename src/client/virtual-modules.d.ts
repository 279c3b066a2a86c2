/** Plain picture paths (`/images/hero-640.webp`) → their hashed URLs in the build. */
declare module 'virtual:hashed-images' {
  const hashed: Readonly<Record<string, string>>;
  export default hashed;
}
