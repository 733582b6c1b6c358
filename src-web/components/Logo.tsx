// The product mark: a running track seen from above.
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg className="logo-mark" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect x="4" y="14" width="56" height="36" rx="18" fill="#c2410c" />
      <rect x="10" y="20" width="44" height="24" rx="12" fill="none" stroke="#fff" strokeWidth="2" strokeDasharray="0" />
      <rect x="15" y="25" width="34" height="14" rx="7" fill="#15803d" />
      <line x1="32" y1="14" x2="32" y2="20" stroke="#fff" strokeWidth="2" />
    </svg>
  );
}
