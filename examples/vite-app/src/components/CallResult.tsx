import type { WalletCallError } from '@wallet-kit/runtime';

/** What one wallet call gave: its result, or its error with the category the kit assigned. */
export function CallResult({
  name,
  label,
  value,
  error,
}: {
  name: string;
  label: string;
  value: string | undefined;
  error: WalletCallError | undefined;
}) {
  if (error) {
    return (
      <p
        className="error"
        role="alert"
        data-testid={`demo-error-${name}`}
        data-category={error.category}
      >
        {error.message}
      </p>
    );
  }
  if (value === undefined) return null;
  return (
    <div className="result">
      <span className="label">{label}</span>
      <output className="mono signature" data-testid={`demo-result-${name}`}>
        {value}
      </output>
    </div>
  );
}

/** A button that runs one wallet call; disabled while it waits for the wallet. */
export function CallButton({
  name,
  pending,
  disabled,
  onClick,
  children,
}: {
  name: string;
  pending: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      className="button"
      disabled={pending || disabled}
      onClick={onClick}
      data-testid={`demo-call-${name}`}
    >
      {pending ? 'Waiting for the wallet…' : children}
    </button>
  );
}
