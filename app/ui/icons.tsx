// A small set of line icons drawn for Haat, inline SVG on a 24-unit grid in the text colour. Emoji were used before,
// but a phone or browser without an emoji font (Debian's Chromium, many older Androids) draws them as empty boxes
// (decision 200). Each drawing is a few path commands, so the whole set costs about 2 KiB of script.
const DRAWINGS = {
  // The catalogue's `icon` values (server/modules/catalog/data/categories.ts); a test checks that each is drawn.
  phone: 'M9 2h6a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM11 18h2',
  car: 'M5 11l1.6-4.6A2 2 0 0 1 8.5 5h7a2 2 0 0 1 1.9 1.4L19 11M4 11h16a1 1 0 0 1 1 1v4H3v-4a1 1 0 0 1 1-1zM7 15a2 2 0 1 0 0 4 2 2 0 1 0 0-4zM17 15a2 2 0 1 0 0 4 2 2 0 1 0 0-4z',
  home: 'M3 11l9-7 9 7M5 9.5V20h14V9.5M10 20v-5h4v5',
  briefcase:
    'M5 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2zM9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 13h18',
  sofa: 'M5 10V8a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v2M3 17v-5a2 2 0 0 1 4 0v2h10v-2a2 2 0 0 1 4 0v5zM5 17v2M19 17v2',
  laptop: 'M5 5h14a1 1 0 0 1 1 1v10H4V6a1 1 0 0 1 1-1zM2 19h20',
  paw: 'M12 12c-3 0-5 3.5-5 5.5 0 1.5 1.2 2.5 2.7 2.5 1 0 1.5-.5 2.3-.5s1.3.5 2.3.5c1.5 0 2.7-1 2.7-2.5 0-2-2-5.5-5-5.5zM6 8.5a1.3 1.7 0 1 0 0 .01zM10 4.5a1.3 1.7 0 1 0 0 .01zM14 4.5a1.3 1.7 0 1 0 0 .01zM18 8.5a1.3 1.7 0 1 0 0 .01z',
  shirt: 'M8 3L3 6l2 4 3-1v12h8V9l3 1 2-4-5-3c0 1.7-1.8 3-4 3S8 4.7 8 3z',
  book: 'M12 6C10 4.5 7 4 3 4v14c4 0 7 .5 9 2 2-1.5 5-2 9-2V4c-4 0-7 .5-9 2zM12 6v14',
  tools: 'M14 3a5 5 0 0 0-4.6 6.9L3 16.3 7.7 21l6.4-6.4A5 5 0 0 0 21 10l-3 3-3.5-1-1-3.5 3-3A5 5 0 0 0 14 3z',
  tractor:
    'M4 12V5h6l1.5 7M11.5 12H19a1 1 0 0 1 1 1v3M17 12V8M7 12a4 4 0 1 0 0 8 4 4 0 1 0 0-8zM18 16a2 2 0 1 0 0 4 2 2 0 1 0 0-4zM11 17h5',
  basket: 'M3 10h18l-2 10H5zM8 10l3-6M16 10l-3-6M9 13v4M12 13v4M15 13v4',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
  dots: 'M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10',
  ball: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18zM12 8l3.3 2.4-1.3 3.9h-4l-1.3-3.9zM12 8V3M15.3 10.4l5.2-1.6M14 14.3l3.2 4.4M10 14.3l-3.2 4.4M8.7 10.4L3.5 8.8',
  factory: 'M3 21V11l5 3v-3l5 3v-3l5 3V4h3v17zM7 17h2M12 17h2',
  // The header's links on a phone, where their names are for screen readers only.
  chat: 'M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM8 11h.01M12 11h.01M16 11h.01',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4',
  user: 'M12 3a4 4 0 1 0 0 8 4 4 0 1 0 0-8zM4 21c0-4 3.6-7 8-7s8 3 8 7',
} as const satisfies Record<string, string>;

export type IconName = keyof typeof DRAWINGS;

export const isIconName = (name: string): name is IconName => Object.hasOwn(DRAWINGS, name);

/** A decorative icon (hidden from screen readers: the link or text beside it names the thing). */
export function Icon({ name, className = 'h-5 w-5' }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d={DRAWINGS[name]} />
    </svg>
  );
}
