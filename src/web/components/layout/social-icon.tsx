import { MessageCircle, Music } from 'lucide-react';

/** Brand glyphs drawn simply (icon sets no longer ship brand logos). */
export function SocialIcon({ name }: { name: string }) {
  const common = {
    width: 18,
    height: 18,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
  };
  switch (name) {
    case 'Facebook':
      return (
        <svg aria-hidden="true" {...common}>
          <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H7v3.5h2V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />
        </svg>
      );
    case 'Instagram':
      return (
        <svg aria-hidden="true" {...common}>
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r=".5" fill="currentColor" />
        </svg>
      );
    case 'YouTube':
      return (
        <svg aria-hidden="true" {...common}>
          <rect x="2" y="5" width="20" height="14" rx="4" />
          <path d="m10 9 5 3-5 3z" fill="currentColor" />
        </svg>
      );
    case 'TikTok':
      return <Music size={18} aria-hidden="true" />;
    default:
      return <MessageCircle size={18} aria-hidden="true" />;
  }
}
