/** /admin: the entry of the admin area, for signed-in admins only (the router guards it). */
export function AdminPage({ adminName }: { adminName: string }) {
  return (
    <main className="mx-auto max-w-7xl px-4 py-10">
      <title>Admin Panel | Sajghor</title>
      <h1 className="font-serif text-3xl font-semibold sm:text-4xl">Admin Panel</h1>
      <p className="mt-2 text-stone-700">
        Signed in as <span className="font-medium text-stone-900">{adminName}</span>
      </p>
    </main>
  );
}
