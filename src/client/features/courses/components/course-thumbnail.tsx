import { useState } from 'react';

/** The 50x50 thumbnail of the table; hidden when it fails to load (the spec). */
export function CourseThumbnail({ src }: { src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return null;
  return (
    <img
      src={src}
      alt=""
      width={50}
      height={50}
      loading="lazy"
      onError={() => setFailed(src)}
      // The global `img { max-width: 100% }` let a narrow cell squeeze it to 44×50 (issue 12).
      style={{ objectFit: 'cover', borderRadius: 4, display: 'block', maxWidth: 'none' }}
    />
  );
}
