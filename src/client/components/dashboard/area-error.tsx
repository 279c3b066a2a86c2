import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The error boundary of a dashboard area: the sidebar stays, the page says what failed. */
export function AreaError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `The server answered ${error.status}${error.statusText ? `: ${error.statusText}` : ''}.`
    : 'Something went wrong. Please try again.';
  return (
    <section className="dash-page" role="alert">
      <h1 className="dash-page__title">This page could not be shown</h1>
      <div className="dash-empty">
        <p>{detail}</p>
        <p>
          <a href={window.location.pathname}>Reload the page</a>
        </p>
      </div>
    </section>
  );
}
