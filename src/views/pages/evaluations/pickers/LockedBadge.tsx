// Others' definitions: a lock icon with the text saying what the user may do (never the icon alone).
export function LockedBadge({ text }: { text: string }) {
  return (
    <span className="picker__locked">
      <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" aria-hidden="true" focusable="false">
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      </svg>
      {text}
    </span>
  );
}
