/** A page's <head>: link previews, JSON-LD, and preloads so the first screen needs no script. */

export type PageHead = {
  title: string;
  description: string;
  canonicalUrl: string;
  ogType: 'website' | 'product';
  /** Absolute URL of the picture link previews show; its size when known. */
  image?: { url: string; width?: number; height?: number; alt: string } | undefined;
  ogExtra?: [property: string, content: string][];
  jsonLd: object[];
  /** Private pages (account, cart, checkout, admin, searches) ask not to be indexed. */
  noindex?: boolean;
  preloadImage?: PreloadImage | PreloadImage[] | undefined;
};

/** `media` when the page shows a different picture by screen width (<picture> sources). */
type PreloadImage = { href: string; srcset?: string | undefined; sizes: string; media?: string };

function preloadTag(image: PreloadImage): string {
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image.href)}"${
    image.srcset
      ? ` imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes)}"`
      : ''
  }${image.media ? ` media="${escapeHtml(image.media)}"` : ''}>`;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** JSON inside a <script> must not be able to close the tag. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

export function renderHead(head: PageHead, siteName: string, ogLocale: string): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`,
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:locale', ogLocale),
    ...(head.image
      ? [
          meta('property', 'og:image', head.image.url),
          head.image.width ? meta('property', 'og:image:width', String(head.image.width)) : '',
          head.image.height ? meta('property', 'og:image:height', String(head.image.height)) : '',
          meta('property', 'og:image:alt', head.image.alt),
        ]
      : []),
    ...(head.ogExtra ?? []).map(([property, content]) => meta('property', property, content)),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    head.image ? meta('name', 'twitter:image', head.image.url) : '',
    ...head.jsonLd.map(
      (data) => `<script type="application/ld+json">${jsonForHtml(data)}</script>`,
    ),
    ...[head.preloadImage ?? []].flat().map(preloadTag),
  ];
  return tags.filter(Boolean).join('\n    ');
}
