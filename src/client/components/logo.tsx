import { academy } from '#shared/academy.ts';

const academyName = academy.name;

/** The academy's mark: an open book under a mortarboard, in brand blue with an amber tassel. */
function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      className="logo-mark"
    >
      <circle cx="24" cy="24" r="24" fill="#1d3a8a" />
      <path d="M24 10 8 17l16 7 16-7-16-7Z" fill="#fff" />
      <path d="M14 21v6c0 2.8 4.5 5 10 5s10-2.2 10-5v-6l-10 4.4L14 21Z" fill="#dbe4ff" />
      <path d="M38 18v9" stroke="#f59e0b" strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="38" cy="29" r="2.2" fill="#f59e0b" />
      <path
        d="M13 35c4-1.6 7.6-1.6 11 .6 3.4-2.2 7-2.2 11-.6"
        stroke="#f59e0b"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Mark plus name; wrap it in a link where it should lead home. */
export function Logo({ size = 40, showName = true }: { size?: number; showName?: boolean }) {
  return (
    <span className="logo">
      <LogoMark size={size} />
      {showName ? <span className="logo__name">{academyName}</span> : null}
    </span>
  );
}
