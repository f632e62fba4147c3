import { Link } from 'react-router';
import { Button } from '../components/ui/button';

/** Shown when a page fails to load (for example a lost connection while fetching its code). */
export function RouteError() {
  return (
    <main className="mx-auto max-w-md px-4 py-20 text-center">
      <h1 className="font-serif text-2xl font-semibold">Something went wrong</h1>
      <p className="mt-2 text-stone-700">This page could not be loaded. Please try again.</p>
      <div className="mt-6 flex justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Refresh Page</Button>
        <Button asChild variant="outline">
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </main>
  );
}
