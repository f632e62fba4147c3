/**
 * The seed's product pictures: one SVG drawing per product, its shape chosen by category and
 * its colours by product id, rendered to WebP by sharp. The shop needs no outside images.
 */
import type { ProductCategory } from '#shared/catalog';

const SIZE = 960;

function palette(id: number) {
  // The golden angle spreads neighbouring ids far apart on the colour wheel.
  const hue = (id * 137.508) % 360;
  return {
    background: `hsl(${hue.toFixed(0)} 70% 94%)`,
    backgroundDeep: `hsl(${((hue + 30) % 360).toFixed(0)} 65% 86%)`,
    main: `hsl(${hue.toFixed(0)} 62% 48%)`,
    dark: `hsl(${hue.toFixed(0)} 55% 30%)`,
    light: `hsl(${hue.toFixed(0)} 80% 75%)`,
    gold: 'hsl(42 70% 58%)',
  };
}

type Colours = ReturnType<typeof palette>;

const SHAPES: Record<ProductCategory, (c: Colours) => string> = {
  makeup: (c) => `
    <rect x="390" y="520" width="180" height="300" rx="18" fill="${c.dark}"/>
    <rect x="400" y="470" width="160" height="70" rx="10" fill="${c.gold}"/>
    <path d="M415 470 V330 Q415 250 500 210 Q545 250 545 330 V470 Z" fill="${c.main}"/>
    <path d="M440 460 V340 Q440 290 480 262" stroke="${c.light}" stroke-width="14" fill="none" stroke-linecap="round" opacity=".7"/>`,
  skincare: (c) => `
    <rect x="350" y="400" width="260" height="420" rx="46" fill="${c.main}"/>
    <rect x="420" y="330" width="120" height="80" rx="10" fill="${c.gold}"/>
    <rect x="448" y="190" width="64" height="150" rx="32" fill="${c.dark}"/>
    <rect x="385" y="520" width="190" height="150" rx="12" fill="#fff" opacity=".85"/>
    <rect x="410" y="560" width="140" height="16" rx="8" fill="${c.dark}" opacity=".5"/>
    <rect x="430" y="600" width="100" height="12" rx="6" fill="${c.dark}" opacity=".35"/>`,
  handbags: (c) => `
    <path d="M380 420 Q380 250 480 250 Q580 250 580 420" stroke="${c.dark}" stroke-width="30" fill="none"/>
    <path d="M260 420 H700 L660 800 H300 Z" fill="${c.main}"/>
    <rect x="260" y="420" width="440" height="70" fill="${c.dark}" opacity=".35"/>
    <rect x="450" y="470" width="60" height="44" rx="8" fill="${c.gold}"/>`,
  shoes: (c) => `
    <path d="M230 700 Q240 560 330 560 Q420 600 520 640 Q640 660 720 690 Q760 720 740 760 H260 Q225 760 230 700 Z" fill="${c.main}"/>
    <path d="M230 700 L215 820 H255 L275 760 Z" fill="${c.dark}"/>
    <path d="M260 760 H740" stroke="${c.dark}" stroke-width="20"/>
    <path d="M360 585 Q430 620 500 640" stroke="${c.light}" stroke-width="12" fill="none" stroke-linecap="round"/>`,
  accessories: (c) => `
    <circle cx="360" cy="500" r="120" fill="${c.dark}"/>
    <circle cx="600" cy="500" r="120" fill="${c.dark}"/>
    <circle cx="360" cy="500" r="92" fill="${c.main}"/>
    <circle cx="600" cy="500" r="92" fill="${c.main}"/>
    <path d="M470 490 Q480 460 490 490" stroke="${c.dark}" stroke-width="18" fill="none"/>
    <path d="M320 460 Q345 440 370 450" stroke="${c.light}" stroke-width="14" fill="none" stroke-linecap="round"/>`,
  clothing: (c) => `
    <path d="M400 220 Q480 270 560 220 L680 300 L630 400 L590 380 L640 820 H320 L370 380 L330 400 L280 300 Z" fill="${c.main}"/>
    <path d="M400 220 Q480 300 560 220" stroke="${c.gold}" stroke-width="16" fill="none"/>
    <path d="M330 760 H630" stroke="${c.gold}" stroke-width="22"/>
    <circle cx="480" cy="470" r="22" fill="${c.light}"/><circle cx="430" cy="560" r="16" fill="${c.light}"/><circle cx="530" cy="560" r="16" fill="${c.light}"/>`,
  kids: (c) => `
    <circle cx="480" cy="560" r="210" fill="${c.main}"/>
    <circle cx="330" cy="370" r="80" fill="${c.main}"/><circle cx="630" cy="370" r="80" fill="${c.main}"/>
    <circle cx="330" cy="370" r="42" fill="${c.light}"/><circle cx="630" cy="370" r="42" fill="${c.light}"/>
    <circle cx="410" cy="520" r="22" fill="${c.dark}"/><circle cx="550" cy="520" r="22" fill="${c.dark}"/>
    <ellipse cx="480" cy="620" rx="70" ry="50" fill="${c.light}"/><circle cx="480" cy="600" r="18" fill="${c.dark}"/>`,
  men: (c) => `
    <rect x="330" y="380" width="300" height="440" rx="30" fill="${c.dark}"/>
    <rect x="360" y="410" width="240" height="380" rx="20" fill="${c.main}" opacity=".85"/>
    <rect x="430" y="270" width="100" height="120" rx="8" fill="${c.gold}"/>
    <rect x="410" y="230" width="140" height="50" rx="10" fill="${c.dark}"/>
    <rect x="400" y="560" width="160" height="60" rx="6" fill="#fff" opacity=".8"/>`,
  minis: (c) => `
    <rect x="230" y="520" width="140" height="260" rx="24" fill="${c.main}"/><rect x="260" y="470" width="80" height="60" rx="8" fill="${c.dark}"/>
    <rect x="410" y="440" width="140" height="340" rx="24" fill="${c.light}"/><rect x="440" y="390" width="80" height="60" rx="8" fill="${c.gold}"/>
    <rect x="590" y="560" width="140" height="220" rx="24" fill="${c.dark}"/><rect x="620" y="510" width="80" height="60" rx="8" fill="${c.main}"/>`,
  designer: (c) => `
    <path d="M400 400 Q400 280 480 280 Q560 280 560 400" stroke="${c.gold}" stroke-width="24" fill="none"/>
    <rect x="270" y="400" width="420" height="400" rx="36" fill="${c.dark}"/>
    <path d="M270 520 Q480 600 690 520" stroke="${c.gold}" stroke-width="10" fill="none"/>
    <path d="M480 540 L510 590 L480 640 L450 590 Z" fill="${c.gold}"/>`,
  home: (c) => `
    <rect x="340" y="440" width="280" height="360" rx="30" fill="${c.main}"/>
    <rect x="340" y="560" width="280" height="120" fill="#fff" opacity=".75"/>
    <path d="M480 300 Q530 360 480 420 Q430 360 480 300 Z" fill="${c.gold}"/>
    <rect x="474" y="410" width="12" height="36" fill="${c.dark}"/>`,
};

export function productDrawing(id: number, category: ProductCategory): string {
  const c = palette(id);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${c.background}"/><stop offset="1" stop-color="${c.backgroundDeep}"/>
  </linearGradient></defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
  <ellipse cx="480" cy="845" rx="300" ry="34" fill="${c.dark}" opacity=".12"/>
  ${SHAPES[category](c)}
</svg>`;
}
