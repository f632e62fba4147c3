import { AlertCircle } from 'lucide-react';

/** What the server said when a form could not be saved, above the form's fields. */
export function FormErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
    >
      <AlertCircle className="size-5 shrink-0" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}
