import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** Sign-in, sign-up and password pages until accounts open: says so plainly, offers a way on. */
function AuthUnavailable({ title }: { title: string }) {
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      <title>{`${title} | Sajghor`}</title>
      <h1 className="font-serif text-3xl font-semibold">{title}</h1>
      <p className="mt-3 text-stone-700">
        Shopper accounts are not open yet. You can browse the whole catalogue, and our team answers
        every message sent through the contact page.
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <Button asChild>
          <Link to="/products">Browse Products</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/contact">Contact Us</Link>
        </Button>
      </div>
    </main>
  );
}

export function LoginPage() {
  return <AuthUnavailable title="Sign In" />;
}
export function RegisterPage() {
  return <AuthUnavailable title="Create Account" />;
}
export function ForgotPasswordPage() {
  return <AuthUnavailable title="Reset Password" />;
}
export function ResetPasswordPage() {
  return <AuthUnavailable title="Set a New Password" />;
}
