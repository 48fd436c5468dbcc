// Icons of the evaluation pages; decorative (aria-hidden): the accessible text sits next to them.
export function TrophyIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        stroke="#3b2f00"
        strokeWidth="1"
        d="M7 3h10v2h3v3a4 4 0 0 1-4 4h-.3A5 5 0 0 1 13 14.9V18h3v3H8v-3h3v-3.1A5 5 0 0 1 8.3 12H8a4 4 0 0 1-4-4V5h3V3Zm-1 4v1a2 2 0 0 0 2 2V7H6Zm12 0v3a2 2 0 0 0 2-2V7h-2Z"
      />
    </svg>
  );
}

export function ChartIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="M3 3v18h18M7 15l4-4 3 3 5-6" />
    </svg>
  );
}

/** Status shapes: a check (good), a triangle with '!' (watch), an octagon with a cross (act). */
export function StatusIcon({ status, size = 16 }: { status: 'good' | 'watch' | 'act'; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {status === 'good' ? <path fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" d="M4 12.5l5 5L20 6.5" /> : null}
      {status === 'watch' ? (
        <>
          <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" d="M12 3 2 21h20L12 3Z" />
          <path stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" d="M12 10v5M12 18v.01" />
        </>
      ) : null}
      {status === 'act' ? (
        <>
          <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" d="M8 2h8l6 6v8l-6 6H8l-6-6V8l6-6Z" />
          <path stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" d="M9 9l6 6M15 9l-6 6" />
        </>
      ) : null}
    </svg>
  );
}
