/** The transient states the runtime shows: loading spinner, load error with Retry, and the crash page. */
import { translate, type Strings } from '../translate.js';

export function LoadingState({ site }: { site: Strings }) {
  return (
    <div className="page-state loading-state" role="status" aria-live="polite">
      <svg className="spinner" width="128" height="110" viewBox="0 0 128 110" aria-hidden="true" focusable="false">
        <circle cx="64" cy="55" r="40" fill="none" stroke="currentColor" strokeWidth="8" strokeDasharray="180 80" strokeLinecap="round" />
      </svg>
      <h1 className="visually-hidden">{translate(site, 'mistdocs.states.loading', 'Loading the page')}</h1>
    </div>
  );
}

export function LoadErrorState({ site }: { site: Strings }) {
  return (
    <div className="page-state load-error-state" role="alert">
      <h1 className="page-state-title">{translate(site, 'mistdocs.states.loadError', 'This page could not be loaded.')}</h1>
      <p>{translate(site, 'mistdocs.states.loadErrorHint', 'Check your connection and try again.')}</p>
      <button type="button" className="button" data-retry="">
        {translate(site, 'mistdocs.states.retry', 'Retry')}
      </button>
    </div>
  );
}

/** What the crash page shows: the error's message and the messages of its `cause` chain. */
export interface CrashDetails {
  message: string;
  causes: string[];
}

/**
 * The crash page. The runtime renders it empty and fills `data-crash-message` and `data-crash-causes`
 * (one <li> per cause) from the thrown error, and sets the document title from `data-document-title`.
 */
export function CrashState({ site, details }: { site: Strings; details?: CrashDetails }) {
  return (
    <div className="page-state crash-state page-narrow" role="alert" data-document-title={translate(site, 'mistdocs.states.crashTitle', 'Page Error')}>
      <h1>{translate(site, 'theme.ErrorPageContent.title', 'This page crashed.')}</h1>
      <div className="crash-details">
        <p className="crash-message" data-crash-message="">
          {details?.message}
        </p>
        <ul className="crash-causes" data-crash-causes="">
          {details?.causes.map((c, i) => (
            <li key={i}>{translate(site, 'mistdocs.states.cause', 'Cause: {message}', { message: c })}</li>
          ))}
        </ul>
      </div>
      <button type="button" className="button" data-try-again="">
        {translate(site, 'theme.ErrorPageContent.tryAgain', 'Try again')}
      </button>
    </div>
  );
}
