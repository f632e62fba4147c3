/** One line of "what expires when", already in words. */
export type ExpiringRow = { key: string; text: string };

type WalletExpiringProps = {
  heading: string;
  rows: ExpiringRow[];
  /** Said when nothing expires; without it the caller shows no list at all then. */
  none?: string;
};

/** "What expires when" for points or store credit: the caller words each lot. */
export function WalletExpiring({ heading, rows, none }: WalletExpiringProps) {
  return (
    <div>
      <h3 className="font-serif text-lg font-semibold">{heading}</h3>
      {rows.length === 0 && none !== undefined ? (
        <p className="mt-1 text-sm text-stone-700">{none}</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm text-stone-800">
          {rows.map((row) => (
            <li key={row.key}>{row.text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
