import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

export function NotFoundPage() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>Page not found | Sajghor</title>
      <p className="font-serif text-7xl font-bold text-rose-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold">Oops! Page not found</h1>
      <p className="mt-2 text-stone-600">
        The page you are looking for does not exist or has moved.
      </p>
      <Button asChild className="mt-8">
        <Link to="/">Return to Home</Link>
      </Button>
    </main>
  );
}
