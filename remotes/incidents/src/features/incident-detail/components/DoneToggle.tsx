/**
 * A native checkbox with its label: evidence lists show dozens of them, and a plain input costs
 * far less to mount than a state-machine checkbox; the browser gives it keyboard access.
 */
export function DoneToggle({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label style={{ display: 'flex', gap: '0.375rem', alignItems: 'center', fontSize: '0.875rem', opacity: disabled ? 0.7 : 1 }}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
