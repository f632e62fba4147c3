/**
 * The seed's product pictures: one SVG drawing per product, its shape chosen by the item's kind
 * (a primer is a tube, a setting spray a spray bottle, a mirror a mirror) and its colours by the
 * product's id, or by the shade for makeup sold in shades. sharp renders them; the shop needs no
 * outside images.
 */
import type { Shape } from './kinds';

type Colours = {
  background: string;
  backgroundDeep: string;
  main: string;
  dark: string;
  light: string;
  gold: string;
};

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function mix(hex: string, toward: number, amount: number): string {
  const [r, g, b] = hexToRgb(hex).map((c) => Math.round(c + (toward - c) * amount)) as [
    number,
    number,
    number,
  ];
  return `rgb(${r} ${g} ${b})`;
}

function palette(id: number, colour: string | null): Colours {
  if (colour) {
    return {
      background: mix(colour, 255, 0.9),
      backgroundDeep: mix(colour, 255, 0.78),
      main: colour,
      dark: mix(colour, 0, 0.45),
      light: mix(colour, 255, 0.45),
      gold: 'hsl(42 70% 58%)',
    };
  }
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

/** A white label with two grey lines, as on a bottle or a tube. */
const label = (x: number, y: number, w: number, h: number) => `
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="#fff" opacity=".88"/>
    <rect x="${x + w * 0.15}" y="${y + h * 0.3}" width="${w * 0.7}" height="14" rx="7" fill="#555" opacity=".45"/>
    <rect x="${x + w * 0.25}" y="${y + h * 0.58}" width="${w * 0.5}" height="10" rx="5" fill="#555" opacity=".3"/>`;

const SHAPES: Record<Shape, (c: Colours) => string> = {
  bullet: (c) => `
    <rect x="390" y="520" width="180" height="300" rx="18" fill="#2b2b2e"/>
    <rect x="400" y="470" width="160" height="70" rx="10" fill="${c.gold}"/>
    <path d="M415 470 V330 Q415 250 500 210 Q545 250 545 330 V470 Z" fill="${c.main}"/>
    <path d="M440 460 V340 Q440 290 480 262" stroke="${c.light}" stroke-width="14" fill="none" stroke-linecap="round" opacity=".7"/>`,
  'wand-tube': (c) => `
    <rect x="420" y="150" width="120" height="230" rx="20" fill="#2b2b2e"/>
    <rect x="405" y="370" width="150" height="450" rx="40" fill="${c.main}"/>
    <rect x="425" y="390" width="22" height="400" rx="11" fill="#fff" opacity=".35"/>
    <rect x="470" y="560" width="62" height="170" rx="8" fill="#fff" opacity=".8"/>`,
  'pump-bottle': (c) => `
    <rect x="455" y="180" width="50" height="90" fill="#2b2b2e"/>
    <rect x="455" y="180" width="140" height="34" rx="8" fill="#2b2b2e"/>
    <rect x="420" y="260" width="120" height="80" rx="10" fill="${c.gold}"/>
    <rect x="340" y="330" width="280" height="490" rx="40" fill="${c.main}"/>
    <rect x="360" y="350" width="30" height="440" rx="15" fill="#fff" opacity=".3"/>
    ${label(390, 520, 180, 150)}`,
  compact: (c) => `
    <ellipse cx="480" cy="620" rx="260" ry="200" fill="#2b2b2e"/>
    <ellipse cx="480" cy="600" rx="230" ry="170" fill="${c.main}"/>
    <ellipse cx="420" cy="560" rx="80" ry="40" fill="${c.light}" opacity=".6"/>
    <path d="M250 420 Q480 180 710 420" fill="#2b2b2e"/>
    <path d="M290 410 Q480 230 670 410" fill="#d9d9de"/>`,
  palette: (c) => `
    <rect x="210" y="320" width="540" height="400" rx="30" fill="#2b2b2e"/>
    ${[0, 1, 2, 3]
      .flatMap((col) =>
        [0, 1, 2].map(
          (row) =>
            `<rect x="${250 + col * 120}" y="${360 + row * 112}" width="100" height="92" rx="14" fill="${[c.main, c.light, c.dark, c.gold][(col + row) % 4]}"/>`,
        ),
      )
      .join('')}`,
  pencil: (c) => `
    <g transform="rotate(-35 480 500)">
      <rect x="450" y="220" width="60" height="520" rx="12" fill="${c.dark}"/>
      <rect x="450" y="640" width="60" height="60" fill="${c.gold}"/>
      <path d="M450 220 L480 130 L510 220 Z" fill="#e8c9a6"/>
      <path d="M468 166 L480 130 L492 166 Z" fill="#1c1c1c"/>
    </g>`,
  mascara: (c) => `
    <rect x="420" y="420" width="120" height="400" rx="30" fill="${c.main}"/>
    <rect x="430" y="560" width="100" height="120" rx="8" fill="#fff" opacity=".8"/>
    <rect x="430" y="200" width="100" height="230" rx="16" fill="#1c1c1c"/>
    <g transform="rotate(25 650 420)"><rect x="640" y="240" width="14" height="330" fill="#1c1c1c"/>
    ${Array.from({ length: 12 }, (_, i) => `<rect x="620" y="${250 + i * 12}" width="54" height="6" rx="3" fill="#1c1c1c"/>`).join('')}
    <rect x="625" y="530" width="44" height="120" rx="10" fill="#1c1c1c"/></g>`,
  spray: (c) => `
    <rect x="435" y="180" width="90" height="70" rx="12" fill="#2b2b2e"/>
    <rect x="525" y="200" width="26" height="18" rx="4" fill="#2b2b2e"/>
    <circle cx="610" cy="190" r="10" fill="${c.light}"/><circle cx="650" cy="170" r="8" fill="${c.light}"/><circle cx="640" cy="215" r="7" fill="${c.light}"/><circle cx="690" cy="195" r="6" fill="${c.light}"/>
    <rect x="455" y="240" width="50" height="60" fill="#8a8a90"/>
    <rect x="370" y="290" width="220" height="530" rx="60" fill="${c.main}" opacity=".9"/>
    <rect x="390" y="320" width="26" height="460" rx="13" fill="#fff" opacity=".35"/>
    ${label(400, 480, 160, 160)}`,
  'squeeze-tube': (c) => `
    <path d="M360 250 H600 L570 700 H390 Z" fill="${c.main}"/>
    <rect x="350" y="215" width="260" height="50" rx="8" fill="${c.dark}"/>
    <rect x="420" y="700" width="120" height="120" rx="14" fill="#2b2b2e"/>
    <rect x="385" y="270" width="22" height="400" rx="11" fill="#fff" opacity=".35"/>
    ${label(410, 400, 140, 170)}`,
  'nail-bottle': (c) => `
    <rect x="435" y="180" width="90" height="260" rx="14" fill="#1c1c1c"/>
    <rect x="330" y="430" width="300" height="390" rx="70" fill="${c.main}"/>
    <rect x="355" y="460" width="40" height="320" rx="20" fill="#fff" opacity=".35"/>
    <rect x="330" y="430" width="300" height="60" rx="24" fill="#fff" opacity=".18"/>`,
  brushes: (c) => `
    ${[-24, -8, 8, 24]
      .map(
        (angle, i) => `<g transform="rotate(${angle} 480 820)">
      <rect x="462" y="430" width="36" height="390" rx="14" fill="${i % 2 ? c.dark : '#2b2b2e'}"/>
      <rect x="456" y="370" width="48" height="70" fill="${c.gold}"/>
      <path d="M456 372 Q440 250 480 ${200 + i * 20} Q520 250 504 372 Z" fill="${c.light}"/></g>`,
      )
      .join('')}`,
  dropper: (c) => `
    <ellipse cx="480" cy="215" rx="46" ry="60" fill="#2b2b2e"/>
    <rect x="430" y="250" width="100" height="110" rx="12" fill="${c.gold}"/>
    <rect x="360" y="350" width="240" height="470" rx="44" fill="${c.main}"/>
    <rect x="380" y="370" width="26" height="420" rx="13" fill="#fff" opacity=".35"/>
    ${label(395, 520, 170, 170)}`,
  jar: (c) => `
    <rect x="270" y="470" width="420" height="330" rx="50" fill="${c.main}"/>
    <rect x="255" y="390" width="450" height="110" rx="30" fill="${c.dark}"/>
    <rect x="295" y="500" width="30" height="270" rx="15" fill="#fff" opacity=".3"/>
    ${label(360, 560, 240, 150)}`,
  'tall-bottle': (c) => `
    <rect x="430" y="170" width="100" height="110" rx="14" fill="${c.dark}"/>
    <rect x="380" y="270" width="200" height="550" rx="36" fill="${c.main}"/>
    <rect x="400" y="290" width="24" height="500" rx="12" fill="#fff" opacity=".35"/>
    ${label(405, 470, 150, 190)}`,
  'sheet-mask': (c) => `
    <rect x="300" y="260" width="360" height="520" rx="24" fill="${c.main}"/>
    <path d="M300 330 H660" stroke="#fff" stroke-width="10" stroke-dasharray="18 14" opacity=".7"/>
    <ellipse cx="480" cy="560" rx="120" ry="150" fill="#fff" opacity=".85"/>
    <ellipse cx="440" cy="520" rx="20" ry="12" fill="${c.main}"/><ellipse cx="520" cy="520" rx="20" ry="12" fill="${c.main}"/>
    <path d="M450 620 Q480 640 510 620" stroke="${c.main}" stroke-width="10" fill="none"/>`,
  bag: (c) => `
    <path d="M380 420 Q380 250 480 250 Q580 250 580 420" stroke="${c.dark}" stroke-width="30" fill="none"/>
    <path d="M260 420 H700 L660 800 H300 Z" fill="${c.main}"/>
    <rect x="260" y="420" width="440" height="70" fill="${c.dark}" opacity=".35"/>
    <rect x="450" y="470" width="60" height="44" rx="8" fill="${c.gold}"/>`,
  clutch: (c) => `
    <path d="M250 330 Q480 220 710 330" stroke="${c.gold}" stroke-width="10" fill="none" stroke-dasharray="2 14" stroke-linecap="round"/>
    <rect x="220" y="420" width="520" height="300" rx="40" fill="${c.main}"/>
    <path d="M220 460 Q480 620 740 460 V440 Q740 420 720 420 H240 Q220 420 220 440 Z" fill="${c.dark}"/>
    <circle cx="480" cy="545" r="26" fill="${c.gold}"/>`,
  sneaker: (c) => `
    <path d="M200 720 Q200 560 310 540 Q380 600 480 610 Q600 620 700 680 Q770 720 760 780 H220 Q195 780 200 720 Z" fill="${c.main}"/>
    <path d="M210 780 H760 V800 Q760 820 740 820 H230 Q210 820 210 800 Z" fill="#f4f4f4" stroke="#ccc" stroke-width="4"/>
    <path d="M340 590 L420 570 M360 620 L445 600 M385 650 L470 630" stroke="#fff" stroke-width="12" stroke-linecap="round"/>
    <path d="M250 700 Q380 720 520 700" stroke="${c.light}" stroke-width="14" fill="none" stroke-linecap="round"/>`,
  sandal: (c) => `
    <path d="M220 760 Q210 700 300 690 L700 680 Q770 690 760 760 Q750 800 700 800 H280 Q225 800 220 760 Z" fill="${c.dark}"/>
    <path d="M330 700 Q420 560 560 700" stroke="${c.main}" stroke-width="46" fill="none"/>
    <path d="M560 700 Q620 620 690 690" stroke="${c.main}" stroke-width="36" fill="none"/>
    <circle cx="445" cy="620" r="14" fill="${c.gold}"/>`,
  loafer: (c) => `
    <path d="M200 740 Q195 640 290 620 Q380 610 470 640 Q620 650 720 700 Q775 730 760 780 H215 Q200 770 200 740 Z" fill="${c.main}"/>
    <path d="M300 640 Q380 600 470 640" stroke="${c.dark}" stroke-width="16" fill="none"/>
    <path d="M480 650 Q560 640 620 672" stroke="${c.light}" stroke-width="10" fill="none" stroke-linecap="round" opacity=".6"/>
    <path d="M205 780 H760 V796 Q760 812 744 812 H221 Q205 812 205 796 Z" fill="${c.dark}"/>`,
  heel: (c) => `
    <path d="M220 560 Q250 520 300 540 L520 700 Q640 740 740 730 Q770 760 740 780 H520 Q420 760 300 640 Z" fill="${c.main}"/>
    <rect x="245" y="580" width="60" height="240" rx="8" fill="${c.dark}"/>
    <path d="M520 780 H740" stroke="${c.dark}" stroke-width="16"/>
    <path d="M300 560 Q330 470 380 600" stroke="${c.main}" stroke-width="22" fill="none"/>`,
  sunglasses: (c) => `
    <path d="M220 440 H740" stroke="${c.dark}" stroke-width="22" stroke-linecap="round"/>
    <path d="M230 450 Q230 620 350 620 Q440 620 450 470 Z" fill="#2b2b2e"/>
    <path d="M730 450 Q730 620 610 620 Q520 620 510 470 Z" fill="#2b2b2e"/>
    <path d="M450 470 Q480 440 510 470" stroke="${c.dark}" stroke-width="16" fill="none"/>
    <path d="M280 490 Q300 470 340 480" stroke="${c.main}" stroke-width="14" fill="none" stroke-linecap="round" opacity=".8"/>
    <path d="M220 440 L170 400 M740 440 L790 400" stroke="${c.dark}" stroke-width="16" stroke-linecap="round"/>`,
  watch: (c) => `
    <rect x="410" y="140" width="140" height="680" rx="40" fill="${c.dark}"/>
    <circle cx="480" cy="480" r="170" fill="${c.gold}"/>
    <circle cx="480" cy="480" r="140" fill="#fbfaf7"/>
    <path d="M480 480 V380 M480 480 L550 520" stroke="#2b2b2e" stroke-width="12" stroke-linecap="round"/>
    ${[0, 90, 180, 270].map((a) => `<rect x="474" y="352" width="12" height="24" fill="#2b2b2e" transform="rotate(${a} 480 480)"/>`).join('')}`,
  scarf: (c) => `
    <path d="M230 260 H730 L480 800 Z" fill="${c.main}"/>
    <path d="M230 260 H730" stroke="${c.gold}" stroke-width="24"/>
    <path d="M300 330 H660 L480 720 Z" fill="none" stroke="${c.light}" stroke-width="10" stroke-dasharray="24 16"/>
    <circle cx="480" cy="420" r="36" fill="${c.light}"/>`,
  earrings: (c) => `
    ${[350, 610]
      .map(
        (
          x,
        ) => `<path d="M${x} 250 Q${x + 30} 250 ${x + 30} 290 V330" stroke="${c.gold}" stroke-width="10" fill="none"/>
      <path d="M${x - 60} 420 Q${x + 30} 300 ${x + 120} 420 Z" fill="${c.gold}"/>
      <circle cx="${x + 30}" cy="500" r="44" fill="#f7f3ea" stroke="${c.gold}" stroke-width="8"/>
      ${[-60, -20, 20, 60, 100].map((dx) => `<circle cx="${x + dx}" cy="436" r="10" fill="${c.main}"/>`).join('')}`,
      )
      .join('')}`,
  top: (c) => `
    <path d="M400 220 Q480 270 560 220 L680 300 L630 400 L590 380 L640 820 H320 L370 380 L330 400 L280 300 Z" fill="${c.main}"/>
    <path d="M400 220 Q480 300 560 220" stroke="${c.gold}" stroke-width="16" fill="none"/>
    <path d="M480 262 V430" stroke="${c.dark}" stroke-width="8"/>
    <circle cx="480" cy="320" r="8" fill="${c.gold}"/><circle cx="480" cy="370" r="8" fill="${c.gold}"/>
    <path d="M330 760 H630" stroke="${c.gold}" stroke-width="22"/>`,
  saree: (c) => `
    <rect x="220" y="560" width="520" height="120" rx="16" fill="${c.dark}"/>
    <rect x="240" y="450" width="480" height="120" rx="16" fill="${c.main}"/>
    <rect x="260" y="340" width="440" height="120" rx="16" fill="${c.main}"/>
    ${[340, 450, 560].map((y) => `<rect x="${y === 560 ? 220 : y === 450 ? 240 : 260}" y="${y + 86}" width="${y === 560 ? 520 : y === 450 ? 480 : 440}" height="22" fill="${c.gold}"/>`).join('')}
    ${[330, 420, 510, 600].map((x) => `<path d="M${x} 385 l16 -22 l16 22 l-16 22 Z" fill="${c.light}"/>`).join('')}
    <rect x="220" y="680" width="520" height="110" rx="16" fill="${c.main}"/>`,
  perfume: (c) => `
    <rect x="420" y="200" width="120" height="110" rx="10" fill="${c.gold}"/>
    <rect x="455" y="300" width="50" height="50" fill="${c.dark}"/>
    <rect x="300" y="340" width="360" height="470" rx="60" fill="${c.main}" opacity=".85"/>
    <rect x="330" y="370" width="300" height="410" rx="44" fill="#fff" opacity=".18"/>
    ${label(380, 520, 200, 140)}`,
  razor: (c) => `
    <g transform="rotate(-20 480 520)">
      <rect x="455" y="330" width="50" height="500" rx="24" fill="${c.main}"/>
      <rect x="462" y="520" width="36" height="200" rx="18" fill="${c.dark}"/>
      <rect x="340" y="220" width="280" height="110" rx="24" fill="#2b2b2e"/>
      <rect x="360" y="250" width="240" height="12" fill="#cfd3d8"/><rect x="360" y="280" width="240" height="12" fill="#cfd3d8"/>
    </g>`,
  can: (c) => `
    <rect x="420" y="170" width="120" height="90" rx="20" fill="#f2f2f2" stroke="#bbb" stroke-width="4"/>
    <rect x="370" y="250" width="220" height="570" rx="40" fill="${c.main}"/>
    <rect x="370" y="250" width="220" height="60" rx="30" fill="#cfd3d8"/>
    <rect x="390" y="330" width="26" height="460" rx="13" fill="#fff" opacity=".3"/>
    ${label(400, 480, 160, 180)}`,
  candle: (c) => `
    <rect x="320" y="430" width="320" height="390" rx="30" fill="${c.main}"/>
    <rect x="320" y="560" width="320" height="140" fill="#fff" opacity=".75"/>
    <path d="M480 270 Q535 340 480 410 Q425 340 480 270 Z" fill="${c.gold}"/>
    <rect x="474" y="400" width="12" height="40" fill="#2b2b2e"/>`,
  diffuser: (c) => `
    ${[-18, -6, 6, 18].map((a) => `<rect x="476" y="140" width="8" height="460" fill="#8a6a4a" transform="rotate(${a} 480 600)"/>`).join('')}
    <rect x="440" y="450" width="80" height="80" rx="10" fill="${c.dark}"/>
    <path d="M360 520 H600 Q640 820 480 820 Q320 820 360 520 Z" fill="${c.main}" opacity=".85"/>
    ${label(400, 620, 160, 120)}`,
  organiser: (c) => `
    <rect x="230" y="460" width="500" height="350" rx="16" fill="${c.light}" opacity=".55" stroke="${c.dark}" stroke-width="6"/>
    <path d="M396 460 V810 M563 460 V810 M230 640 H730" stroke="${c.dark}" stroke-width="6"/>
    <rect x="280" y="360" width="40" height="140" rx="10" fill="#2b2b2e"/><rect x="280" y="320" width="40" height="50" rx="10" fill="#b2182b"/>
    <rect x="340" y="380" width="30" height="120" rx="8" fill="#2b2b2e"/>
    <path d="M450 300 Q470 250 490 300 V480 H450 Z" fill="#c8965f"/><rect x="500" y="340" width="24" height="160" fill="#8a6a4a"/>
    <rect x="600" y="400" width="90" height="90" rx="12" fill="${c.main}"/>`,
  mirror: (c) => `
    <rect x="460" y="640" width="40" height="130" fill="${c.dark}"/>
    <ellipse cx="480" cy="800" rx="170" ry="36" fill="${c.dark}"/>
    <circle cx="480" cy="400" r="250" fill="#f4f4f4" stroke="${c.main}" stroke-width="34"/>
    ${Array.from({ length: 16 }, (_, i) => {
      const a = (i / 16) * Math.PI * 2;
      return `<circle cx="${(480 + Math.cos(a) * 250).toFixed(0)}" cy="${(400 + Math.sin(a) * 250).toFixed(0)}" r="12" fill="#fff8dc" stroke="${c.gold}" stroke-width="4"/>`;
    }).join('')}
    <path d="M360 300 Q400 250 460 240" stroke="#cfe3ef" stroke-width="24" fill="none" stroke-linecap="round"/>`,
  cushion: (c) => `
    <path d="M250 300 Q480 260 710 300 Q750 520 710 740 Q480 780 250 740 Q210 520 250 300 Z" fill="${c.main}"/>
    <path d="M300 350 Q480 320 660 350 Q690 520 660 690 Q480 720 300 690 Q270 520 300 350 Z" fill="none" stroke="${c.light}" stroke-width="8" stroke-dasharray="14 12"/>
    <circle cx="480" cy="520" r="80" fill="none" stroke="${c.gold}" stroke-width="10" stroke-dasharray="10 10"/>
    <path d="M480 450 L500 510 L560 520 L500 540 L480 600 L460 540 L400 520 L460 510 Z" fill="${c.gold}"/>`,
  wallet: (c) => `
    <rect x="230" y="380" width="500" height="320" rx="30" fill="${c.main}"/>
    <path d="M230 400 Q230 380 260 380 H700 Q730 380 730 400 V430 H230 Z" fill="${c.gold}"/>
    <rect x="560" y="500" width="170" height="100" rx="20" fill="${c.dark}"/>
    <circle cx="610" cy="550" r="16" fill="${c.gold}"/>`,
  trio: (c) => `
    <rect x="230" y="520" width="140" height="260" rx="24" fill="${c.main}"/><rect x="260" y="470" width="80" height="60" rx="8" fill="${c.dark}"/>
    <rect x="410" y="440" width="140" height="340" rx="24" fill="${c.light}"/><rect x="440" y="390" width="80" height="60" rx="8" fill="${c.gold}"/>
    <rect x="590" y="560" width="140" height="220" rx="24" fill="${c.dark}"/><rect x="620" y="510" width="80" height="60" rx="8" fill="${c.main}"/>
    <rect x="200" y="780" width="560" height="40" rx="10" fill="${c.gold}" opacity=".8"/>`,
};

/**
 * The picture of one product (or of one shade of it, drawn in the shade's colour), `size` pixels
 * square.
 */
export function productDrawing(
  id: number,
  shape: Shape,
  colour: string | null = null,
  size = 960,
): string {
  const c = palette(id, colour);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 960 960">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${c.background}"/><stop offset="1" stop-color="${c.backgroundDeep}"/>
  </linearGradient></defs>
  <rect width="960" height="960" fill="url(#bg)"/>
  <ellipse cx="480" cy="845" rx="300" ry="34" fill="#000" opacity=".1"/>
  ${SHAPES[shape](c)}
</svg>`;
}
