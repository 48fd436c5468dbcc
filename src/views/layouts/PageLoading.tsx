// The loading indicator of the app shell and the start page's skeleton: the look and the role of
// ui/Spinner, without react-aria's ProgressBar, which formats a percentage even when it shows none and
// so loads Intl's locale data (tens of ms) in the first render of every page.
export function LoadingIndicator({ label }: { label: string }) {
  return (
    <div className="spinner spinner--large" role="progressbar" aria-label={label}>
      <span className="spinner__circle" aria-hidden="true" />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}

/** A whole page loading: a screen tall, so the footer stays below the fold until the page comes. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className="page-loading">
      <LoadingIndicator label={label} />
    </div>
  );
}
