// Small inline icons for the form kit (decorative: the buttons carry the label).
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' } as const;

export const ClearIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <circle cx="12" cy="12" r="9" fill="currentColor" opacity="0.35" />
    <path d="m9 9 6 6m0-6-6 6" {...stroke} />
  </svg>
);

export const EyeIcon = ({ open }: { open: boolean }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" {...stroke} />
    <circle cx="12" cy="12" r="3" {...stroke} />
    {open ? null : <path d="m4 4 16 16" {...stroke} />}
  </svg>
);
