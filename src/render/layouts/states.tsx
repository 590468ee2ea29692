/** The transient states the runtime shows: loading spinner, load error with Retry, and the crash page. */

export function LoadingState() {
  return (
    <div className="page-state loading-state" role="status" aria-live="polite">
      <svg className="spinner" width="128" height="110" viewBox="0 0 128 110" aria-hidden="true" focusable="false">
        <circle cx="64" cy="55" r="40" fill="none" stroke="currentColor" strokeWidth="8" strokeDasharray="180 80" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">Loading the page</span>
    </div>
  );
}

export function LoadErrorState() {
  return (
    <div className="page-state load-error-state" role="alert">
      <p>This page could not be loaded. Check your connection and try again.</p>
      <button type="button" className="button" data-retry="">
        Retry
      </button>
    </div>
  );
}

export function CrashState() {
  return (
    <div className="page-state crash-state page-narrow" role="alert">
      <h1>This page crashed.</h1>
      <p className="crash-message" data-crash-message=""></p>
      <button type="button" className="button" data-try-again="">
        Try again
      </button>
    </div>
  );
}
