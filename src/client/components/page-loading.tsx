/** A spinner with a spoken 'Loading…', shown while a page's code or data arrives. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <div className="spinner" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}
