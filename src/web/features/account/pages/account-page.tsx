import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** /account for a visitor who is not signed in. */
export function AccountPage() {
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      <title>My Account | Sajghor</title>
      <h1 className="font-serif text-3xl font-semibold">My Account</h1>
      <p className="mt-3 text-stone-700">Please log in to access your account</p>
      <Button asChild className="mt-6">
        <Link to="/login">Go to Login</Link>
      </Button>
    </main>
  );
}
