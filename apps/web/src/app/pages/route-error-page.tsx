import { useTexts } from '../../texts';

/** Replaces React Router's English default when a screen throws or its code fails to load. */
export function RouteErrorPage() {
  const texts = useTexts();
  return (
    <main className="container page">
      <h1>{texts.routeError.title}</h1>
      <p>{texts.routeError.body}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => window.location.reload()}
      >
        {texts.routeError.reload}
      </button>
    </main>
  );
}
