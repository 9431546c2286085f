import type { SlotSymbol } from '../../shared/studio/slot.ts';

// The reels' symbols as vector art: the same on every phone, with or without an emoji font.
const ART: Record<SlotSymbol, React.ReactNode> = {
  cherry: (
    <>
      <path
        d="M24 8c-2 8-8 14-12 20M24 8c2 8 4 14 12 18"
        fill="none"
        stroke="#2f9e44"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M24 8c6-4 12-3 14 0-5 2-9 2-14 0z" fill="#2f9e44" />
      <circle cx="13" cy="32" r="8" fill="#e03131" />
      <circle cx="35" cy="31" r="8" fill="#c92a2a" />
      <circle cx="10" cy="29" r="2" fill="#fff" opacity=".6" />
    </>
  ),
  lemon: (
    <>
      <ellipse cx="24" cy="25" rx="17" ry="12" fill="#fcc419" transform="rotate(-20 24 25)" />
      <ellipse cx="18" cy="21" rx="5" ry="2.5" fill="#fff" opacity=".45" transform="rotate(-20 18 21)" />
    </>
  ),
  bell: (
    <>
      <path d="M24 6c-8 0-12 7-12 15v8l-4 6h32l-4-6v-8c0-8-4-15-12-15z" fill="#f59f00" />
      <circle cx="24" cy="39" r="4" fill="#e67700" />
      <path
        d="M18 14c-2 3-2 7-2 10"
        fill="none"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
        opacity=".6"
      />
    </>
  ),
  star: (
    <path
      d="M24 5l5.6 12.3 13.4 1.5-10 9.1 2.8 13.2L24 34.4 12.2 41.1 15 27.9 5 18.8l13.4-1.5z"
      fill="#ffd43b"
      stroke="#f08c00"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  ),
  seven: (
    <path
      d="M12 9h25v6L24 41h-8l12.5-25H12z"
      fill="#e03131"
      stroke="#fff"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  ),
  diamond: (
    <>
      <path d="M14 10h20l8 10-18 20L6 20z" fill="#4dabf7" />
      <path
        d="M6 20h36M14 10l4 10 6 20 6-20 4-10M18 20l6-10 6 10"
        fill="none"
        stroke="#d0ebff"
        strokeWidth="1.5"
      />
    </>
  ),
};

export function SlotSymbolArt({ name }: { name: SlotSymbol }) {
  return (
    <svg viewBox="0 0 48 48" width="70%" height="70%" aria-hidden="true" focusable="false">
      {ART[name]}
    </svg>
  );
}
