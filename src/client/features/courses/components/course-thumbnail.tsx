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
      style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }}
    />
  );
}
